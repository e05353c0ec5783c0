// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { largestLegitimatePost } from '../../../common/contract/largest-post';
import { ConfigError, proxyWarning, readConfig, readLeadsDb } from '../../../server/http/config';

describe('readConfig', () => {
  it('serves on 127.0.0.1:4173 with the demo on the next port by default', () => {
    expect(readConfig({})).toMatchObject({ host: '127.0.0.1', port: 4173, demoPort: 4174 });
  });

  it('takes PORT, HOST and DEMO_PORT from the environment', () => {
    expect(readConfig({ PORT: '8080', HOST: '0.0.0.0', DEMO_PORT: '9090' })).toMatchObject({ host: '0.0.0.0', port: 8080, demoPort: 9090 });
  });

  it('names the variable in its error for a bad port', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number from 0 to 65535, not "eighty".');
    expect(() => readConfig({ PORT: '70000' })).toThrow('PORT must be');
  });

  it('takes SITE_ORIGIN as an origin, a trailing slash dropped, and leaves it unset when not given', () => {
    expect(readConfig({}).siteOrigin).toBeUndefined();
    expect(readConfig({ SITE_ORIGIN: 'https://www.my-cleaning.ca/' }).siteOrigin).toBe('https://www.my-cleaning.ca');
    expect(() => readConfig({ SITE_ORIGIN: 'www.my-cleaning.ca' })).toThrow('SITE_ORIGIN="www.my-cleaning.ca" is not a URL');
    expect(() => readConfig({ SITE_ORIGIN: 'https://www.my-cleaning.ca/quote' })).toThrow(
      'SITE_ORIGIN="https://www.my-cleaning.ca/quote" must be an origin only',
    );
  });

  it('refuses a SITE_ORIGIN the build would refuse: http: beyond loopback', () => {
    expect(() => readConfig({ SITE_ORIGIN: 'http://www.my-cleaning.ca' })).toThrow(
      'SITE_ORIGIN="http://www.my-cleaning.ca" must be an https: origin (http: only on localhost or 127.0.0.1)',
    );
    expect(readConfig({ SITE_ORIGIN: 'http://localhost:4173' }).siteOrigin).toBe('http://localhost:4173');
  });

  it('refuses a demo port equal to the site port', () => {
    expect(() => readConfig({ PORT: '5000', DEMO_PORT: '5000' })).toThrow('DEMO_PORT must differ from PORT.');
  });

  it('has safe defaults for the form endpoint: data/leads.sqlite, 128 KiB bodies, 10 posts a minute, only a proxy on this machine trusted', () => {
    expect(readConfig({})).toMatchObject({
      leadsDb: 'data/leads.sqlite',
      bodyLimit: 131_072,
      rateLimitMax: 10,
      rateLimitWindowSeconds: 60,
      trustProxy: ['loopback'],
      autoBuild: true,
      distDir: 'dist',
    });
  });

  it('takes LEADS_DB, BODY_LIMIT, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS, AUTO_BUILD and DIST_DIR from the environment', () => {
    const env = {
      LEADS_DB: '/var/lib/leads.sqlite',
      BODY_LIMIT: '200000',
      RATE_LIMIT_MAX: '50',
      RATE_LIMIT_WINDOW_SECONDS: '600',
      AUTO_BUILD: 'false',
      DIST_DIR: '/srv/dist',
    };
    expect(readConfig(env)).toMatchObject({
      leadsDb: '/var/lib/leads.sqlite',
      bodyLimit: 200_000,
      rateLimitMax: 50,
      rateLimitWindowSeconds: 600,
      autoBuild: false,
      distDir: '/srv/dist',
    });
  });

  it('names the variable, the range and the bad value for a bad limit', () => {
    expect(() => readConfig({ BODY_LIMIT: '64k' })).toThrow('BODY_LIMIT must be a whole number of bytes from 1024 to 10485760, not "64k".');
    expect(() => readConfig({ BODY_LIMIT: '10' })).toThrow('BODY_LIMIT must be a whole number of bytes from 1024');
    expect(() => readConfig({ BODY_LIMIT: '65536' })).toThrow(
      `BODY_LIMIT=65536 is below the largest post a visitor can send (${largestLegitimatePost} bytes`,
    );
    expect(() => readConfig({ RATE_LIMIT_MAX: '0' })).toThrow('RATE_LIMIT_MAX must be a whole number of requests from 1 to');
    expect(() => readConfig({ RATE_LIMIT_MAX: '-5' })).toThrow('RATE_LIMIT_MAX must be');
    expect(() => readConfig({ RATE_LIMIT_WINDOW_SECONDS: '1.5' })).toThrow('RATE_LIMIT_WINDOW_SECONDS must be a whole number of seconds');
    expect(() => readConfig({ AUTO_BUILD: 'maybe' })).toThrow('AUTO_BUILD must be true or false, not "maybe".');
  });

  it('trusts a proxy on loopback by default when HOST is loopback, since visitors can reach it only through one, and none on another HOST', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(readConfig({ HOST: host }).trustProxy, host).toEqual(['loopback']);
    expect(readConfig({ HOST: '0.0.0.0' }).trustProxy).toBe(false);
    expect(readConfig({ HOST: '203.0.113.7' }).trustProxy).toBe(false);
    expect(readConfig({ HOST: '127.0.0.1', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as off or a list of proxy addresses and ranges', () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ HOST: '0.0.0.0', TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'loopback, 10.0.0.1, 10.1.0.0/16, fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(() => readConfig({ TRUST_PROXY: 'my-proxy' })).toThrow('"my-proxy" is none of these.');
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('TRUST_PROXY must be');
  });

  it('refuses TRUST_PROXY=true, which would let any visitor name its own address, and says what to give instead', () => {
    for (const value of ['true', 'yes', '1', 'on']) {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY=${value} would trust every hop`);
    }
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow('such as "loopback" for a proxy on this machine');
  });

  it('refuses a leads database that would be lost (in memory) or published (inside DIST_DIR or the embed demo)', () => {
    expect(() => readConfig({ LEADS_DB: ':memory:' })).toThrow('LEADS_DB=:memory: would lose every lead when the server stops');
    expect(() => readConfig({ LEADS_DB: 'dist/leads.sqlite' })).toThrow('lies inside DIST_DIR (dist), which the server publishes');
    expect(() => readConfig({ DIST_DIR: '/srv/site', LEADS_DB: '/srv/site/data/leads.sqlite' })).toThrow('inside DIST_DIR (/srv/site)');
    expect(() => readConfig({ LEADS_DB: 'embed-demo/leads.sqlite' })).toThrow('inside the embed demo (embed-demo)');
    expect(readConfig({ LEADS_DB: 'dist-backup/leads.sqlite' }).leadsDb).toBe('dist-backup/leads.sqlite');
    expect(readConfig({ DIST_DIR: '/srv/site', LEADS_DB: '/srv/leads/leads.sqlite' }).leadsDb).toBe('/srv/leads/leads.sqlite');
  });

  it('runs the embed demo on a loopback HOST, and on a public one only when DEMO_PORT asks for it', () => {
    expect(readConfig({ HOST: '127.0.0.1' }).demoPort).toBe(4174);
    expect(readConfig({ HOST: '0.0.0.0' }).demoPort).toBeNull();
    expect(readConfig({ HOST: '203.0.113.10', PORT: '80' }).demoPort).toBeNull();
    expect(readConfig({ HOST: '0.0.0.0', DEMO_PORT: '8081' }).demoPort).toBe(8081);
    expect(readConfig({ HOST: '127.0.0.1', DEMO_PORT: 'off' }).demoPort).toBeNull();
  });
});

describe('readConfig, on how the owner is told', () => {
  it('alerts after 900 s of a failing channel unless DELIVERY_ALERT_AFTER_SECONDS says otherwise', () => {
    expect(readConfig({}).deliveryAlertAfterSeconds).toBe(900);
    expect(readConfig({ DELIVERY_ALERT_AFTER_SECONDS: '60' }).deliveryAlertAfterSeconds).toBe(60);
    expect(() => readConfig({ DELIVERY_ALERT_AFTER_SECONDS: 'soon' })).toThrow(/^DELIVERY_ALERT_AFTER_SECONDS must be a whole number/);
  });

  it('sends a daily summary only when NOTIFY_DAILY_SUMMARY asks for it', () => {
    expect(readConfig({}).notifyDailySummary).toBe(false);
    expect(readConfig({ NOTIFY_DAILY_SUMMARY: 'true' }).notifyDailySummary).toBe(true);
    expect(() => readConfig({ NOTIFY_DAILY_SUMMARY: 'daily' })).toThrow('NOTIFY_DAILY_SUMMARY must be true or false, not "daily".');
  });

  it('refuses an SMTP_URL with a query string, which nodemailer would apply over the TLS the server requires, and says what to set', () => {
    const loosened = 'smtp://mailer:s3cret-pass@smtp.example.com:587?requireTLS=false&ignoreTLS=true&tls.rejectUnauthorized=false';
    const read = () => readConfig({ SMTP_URL: loosened, NOTIFY_EMAIL_TO: 'owner@example.com' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/^SMTP_URL must not carry a query string \(\?\.\.\.\).*smtps:\/\/user:password@smtp\.example\.com:465/);
    expect(read).not.toThrow(/s3cret-pass|rejectUnauthorized/);
    expect(() => readConfig({ SMTP_URL: 'smtps://mailer:pass@smtp.example.com:465?', NOTIFY_EMAIL_TO: 'owner@example.com' })).toThrow(
      /^SMTP_URL must not carry a query string/,
    );
    expect(
      readConfig({ SMTP_URL: 'smtps://mailer:pass%3F@smtp.example.com:465', NOTIFY_EMAIL_TO: 'owner@example.com' }).notify.email,
    ).not.toBeNull();
  });

  it('sends digests past 30 messages an hour unless NOTIFY_MAX_PER_HOUR says otherwise', () => {
    expect(readConfig({}).notifyMaxPerHour).toBe(30);
    expect(readConfig({ NOTIFY_MAX_PER_HOUR: '100' }).notifyMaxPerHour).toBe(100);
    expect(() => readConfig({ NOTIFY_MAX_PER_HOUR: '0' })).toThrow(/^NOTIFY_MAX_PER_HOUR must be a whole number of messages from 1/);
  });
});

describe('readLeadsDb', () => {
  it('is LEADS_DB, or data/leads.sqlite, whatever else is set', () => {
    expect(readLeadsDb({})).toBe('data/leads.sqlite');
    expect(readLeadsDb({ LEADS_DB: ' /tmp/x.sqlite ', PORT: 'bad' })).toBe('/tmp/x.sqlite');
  });
});

describe('proxyWarning', () => {
  it.each(['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])('is silent on the loopback host %s', (host) => {
    expect(proxyWarning({ host, trustProxy: false })).toBeUndefined();
  });

  it.each(['0.0.0.0', '::', '192.0.2.10', 'example.org'])('warns on %s when no proxy is trusted', (host) => {
    expect(proxyWarning({ host, trustProxy: false })).toContain('TRUST_PROXY');
  });

  it('is silent once any proxy is trusted', () => {
    expect(proxyWarning({ host: '0.0.0.0', trustProxy: ['10.0.0.1'] })).toBeUndefined();
  });
});
