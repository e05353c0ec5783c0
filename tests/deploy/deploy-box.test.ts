// The owner's deployment on a fresh Debian 12 server with systemd as PID 1: docs/deploying.md steps 2 to 8 with the
// shipped units, Debian's Caddy as a service in front, and a real SMTP server on this machine. Then what an owner
// lives through: restarts, a crash, an upgrade and a reboot under a steady stream of posts, none of them lost.
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketBacklog } from '../../server/http/inherited-socket';
import { startSmtpReceiver, type SmtpReceiver } from '../server/notify/test-receivers';
import { encodeFormBody, formBodies, withName } from '../server/form-bodies';
import { rawRequest } from '../server/raw-request';
import { bootBox, boxPrerequisites, pristineRoot, type Box } from './box';
import { portForAProgram } from './port-for-a-program';
import { unitSetting } from './unit-setting';

const missing = boxPrerequisites();
const app = '/srv/okanagan-exterior';
const release = (name: string) => `${app}/releases/${name}`;
const service = 'okanagan-exterior.service';
const dataDir = '/var/lib/okanagan-exterior';
const asService = `cd ${app}/current && runuser -u okanagan-exterior -- env ENV_FILE=/etc/okanagan-exterior/env`;

// A laptop without root or systemd-nspawn skips the box, saying so; CI (CI=true) fails instead.
if (missing.length > 0 && process.env.CI) throw new Error(`The deployment box cannot boot on this machine: missing ${missing.join(', ')}.`);
if (missing.length > 0) console.warn(`Skipping the deployment box: missing ${missing.join(', ')}.`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

interface PostResult {
  name: string;
  startMs: number;
  endMs: number;
  status?: number;
  error?: string;
}

describe.skipIf(missing.length > 0)('a fresh Debian 12 server with systemd, set up as docs/deploying.md says', () => {
  let box: Box;
  let smtp: SmtpReceiver;
  let siteOrigin: string;
  let upstreamPort: number;

  /** Posts one lead through Caddy as the site's forms do, and notes how it went. */
  async function postLead(name: string, index: number, t0 = performance.now(), headers: Record<string, string> = {}): Promise<PostResult> {
    const body = encodeFormBody(withName(formBodies[index % formBodies.length], name));
    const startMs = performance.now() - t0;
    try {
      const response = await fetch(`${siteOrigin}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      return { name, startMs, endMs: performance.now() - t0, status: response.status };
    } catch (error) {
      const cause = (error as Error).cause as Error | undefined;
      return { name, startMs, endMs: performance.now() - t0, error: cause?.message ?? (error as Error).message };
    }
  }

  /** The stored leads' client addresses by name, read from the box's database file. */
  function storedClients(): Map<string, string> {
    const db = new Database(join(box.root, dataDir, 'leads.sqlite'), { readonly: true });
    try {
      const rows = db.prepare(`SELECT json_extract(fields, '$.name') AS name, client_address FROM leads`).all() as Array<{
        name: string;
        client_address: string;
      }>;
      return new Map(rows.map((row) => [row.name, row.client_address]));
    } finally {
      db.close();
    }
  }

  /** Resolves once `path` answers 200 through Caddy. */
  async function untilAnswering(path = '/', origin = siteOrigin): Promise<void> {
    const deadline = performance.now() + 30_000;
    for (;;) {
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.status === 200) return;
      if (performance.now() > deadline) {
        const journal = (await box.sh(`journalctl -u ${service} -u caddy -n 40 --no-pager`)).stdout;
        throw new Error(`${origin}${path} did not answer 200 within 30 s. The journal:\n${journal}`);
      }
      await sleep(200);
    }
  }

  /** A copy of this checkout as `git clone` and `npm ci` and `npm run build` would leave it, as a release folder. */
  function placeRelease(name: string): void {
    const target = join(box.root, release(name));
    mkdirSync(target, { recursive: true });
    // The checkout's files (committed, or changed and not ignored), then what npm ci and the build made of them.
    execFileSync('sh', ['-c', `git ls-files -z -co --exclude-standard | tar --null -T - -cf - | tar -xf - -C '${target}'`]);
    // Hard links: the box only reads them, and a copy of node_modules takes a minute on a busy machine.
    execFileSync('cp', ['-al', 'node_modules', 'dist', target]);
  }

  beforeAll(async () => {
    const pristine = pristineRoot((line) => console.log(line));
    box = await bootBox(pristine, '/var/tmp/okanagan-exterior-box');
    smtp = await startSmtpReceiver();
    upstreamPort = await portForAProgram();
    siteOrigin = `http://127.0.0.1:${await portForAProgram()}`;
  }, 600_000);

  afterAll(async () => {
    await box?.destroy();
    await smtp?.stop();
  }, 300_000);

  it('step 1: Node 24 and npm 11 in /usr/local/bin, as npm install -g node npm leaves them', async () => {
    // The release's own Node binary and this machine's npm, where `npm install -g node@… npm@…` puts them.
    const local = join(box.root, 'usr/local');
    execFileSync('cp', ['-a', '--dereference', 'node_modules/node/bin/node', join(local, 'bin/node')]);
    const npmRoot = execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim();
    mkdirSync(join(local, 'lib/node_modules'), { recursive: true });
    execFileSync('cp', ['-a', join(npmRoot, 'npm'), join(local, 'lib/node_modules/')]);
    await box.ok('ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm');
    expect((await box.ok('node --version')).trim()).toBe(`v${process.versions.node}`);
    expect(Number((await box.ok('npm --version')).split('.')[0])).toBeGreaterThanOrEqual(11);
  });

  it('step 2: a user of its own, a data folder only it can read, and root-owned code and settings', async () => {
    await box.ok(`useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin okanagan-exterior
      install -d -o okanagan-exterior -g okanagan-exterior -m 0700 ${dataDir}
      install -d -m 0755 ${app}/releases
      install -d -m 0750 -g okanagan-exterior /etc/okanagan-exterior`);
    expect((await box.ok(`stat -c '%U %a' ${dataDir}`)).trim()).toBe('okanagan-exterior 700');
  });

  it('steps 3 and 4: a release folder built for the site origin, the environment file, and the current link', async () => {
    placeRelease('v1');
    const builtFor = (JSON.parse(readFileSync('dist/.build.json', 'utf8')) as { siteOrigin: string }).siteOrigin;
    await box.ok(`cd ${release('v1')} && install -m 0640 -g okanagan-exterior deploy/env.example /etc/okanagan-exterior/env`);
    // What the owner writes into the file: the build's origin, their mail server and address, the database.
    await box.ok(`cat >> /etc/okanagan-exterior/env`, {
      input: [
        `SITE_ORIGIN=${builtFor}`,
        `SMTP_URL=${smtp.url}`,
        'NOTIFY_EMAIL_TO=owner@example.com',
        `LEADS_DB=${dataDir}/leads.sqlite`,
        // Every post of the test comes from this one machine: the per-client limits would hold most of them.
        'RATE_LIMIT_MAX=1000000',
        'LEADS_PER_CLIENT_PER_DAY=1000000',
        '',
      ].join('\n'),
    });
    await box.ok(`ln -sfn ${release('v1')} ${app}/current`);
    expect((await box.ok(`stat -c '%a %G' /etc/okanagan-exterior/env`)).trim()).toBe('640 okanagan-exterior');
  }, 300_000);

  it('step 5: the units pass systemd-analyze verify, and the socket and service start', async () => {
    await box.ok(`cd ${app}/current && cp deploy/okanagan-exterior.socket deploy/okanagan-exterior.service /etc/systemd/system/`);
    // This machine's port 4173 may be taken: the socket moves with a drop-in, as an owner would move it.
    await box.ok(`mkdir -p /etc/systemd/system/okanagan-exterior.socket.d
      printf '[Socket]\\nListenStream=\\nListenStream=127.0.0.1:${upstreamPort}\\n' > /etc/systemd/system/okanagan-exterior.socket.d/port.conf`);
    const verify = await box.sh(
      'systemd-analyze verify /etc/systemd/system/okanagan-exterior.socket /etc/systemd/system/okanagan-exterior.service',
    );
    expect(`${verify.stdout}${verify.stderr}`).toBe('');
    await box.ok(`systemctl daemon-reload
      systemctl enable --now okanagan-exterior.socket
      systemctl enable --now okanagan-exterior.service`);
    await untilAnswering('/healthz', `http://127.0.0.1:${upstreamPort}`);
    expect((await box.ok(`systemctl show -p NRestarts --value ${service}`)).trim()).toBe('0');
  });

  it('step 6: Caddy in front, with the drop-in of the docs, answers /healthz', async () => {
    await box.ok(`cp ${app}/current/deploy/Caddyfile /etc/caddy/Caddyfile`);
    const dropIn = readFileSync('docs/deploying.md', 'utf8').match(/```ini\n(\[Service\][^`]*caddy[^`]*)```/)?.[1];
    expect(dropIn, 'the Caddy drop-in of docs/deploying.md').toBeDefined();
    const localized = dropIn!
      .replace(/^Environment=SITE_ADDRESS=.*$/m, `Environment=SITE_ADDRESS=${siteOrigin}`)
      .concat(`Environment=UPSTREAM=127.0.0.1:${upstreamPort}\n`);
    await box.ok('mkdir -p /etc/systemd/system/caddy.service.d && cat > /etc/systemd/system/caddy.service.d/override.conf', {
      input: localized,
    });
    await box.ok('systemctl daemon-reload && systemctl restart caddy');
    await untilAnswering('/healthz');
    const health = await rawRequest(`${siteOrigin}/healthz`);
    expect(JSON.parse(health.body.toString())).toMatchObject({ ok: true });
  });

  it("Caddy's admin endpoint answers no one on TCP, and systemctl reload caddy still works", async () => {
    expect((await box.sh('curl -sS --max-time 5 http://localhost:2019/config/')).status).not.toBe(0);
    expect(
      (await box.sh('runuser -u nobody -- curl -sS --max-time 5 --unix-socket /run/caddy/admin.sock http://localhost/config/')).status,
    ).not.toBe(0);
    await box.ok('systemctl reload caddy');
    await untilAnswering('/');
  });

  it('keeps the queue of the socket: the server listens again with the Backlog= of the unit', async () => {
    const socketUnit = readFileSync('deploy/okanagan-exterior.socket', 'utf8');
    expect(Number(unitSetting(socketUnit, 'Backlog'))).toBe(socketBacklog);
    // ss shows a listening socket's backlog as Send-Q; the box shares this machine's network.
    const line = execFileSync('ss', ['-Hltn', `sport = :${upstreamPort}`], { encoding: 'utf8' }).trim();
    expect(line.split(/\s+/)[2]).toBe(String(Math.min(socketBacklog, Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8')))));
  });

  it("passes the server's precompressed files and headers through, and stores the address Caddy saw", async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const [direct, proxied] = await Promise.all([
      rawRequest(`http://127.0.0.1:${upstreamPort}/`, { headers }),
      rawRequest(`${siteOrigin}/`, { headers }),
    ]);
    expect(proxied.status).toBe(200);
    expect(proxied.body.equals(direct.body)).toBe(true);
    for (const name of ['content-encoding', 'content-security-policy', 'x-content-type-options', 'cache-control', 'vary'])
      expect(proxied.headers[name], name).toEqual(direct.headers[name]);
    const result = await postLead('Forwarded-For check', 0, performance.now(), { 'x-forwarded-for': '203.0.113.9' });
    expect(result.status).toBe(200);
    expect(storedClients().get('Forwarded-For check')).toBe('127.0.0.1');
  });

  it('step 7: notify-test and list run as the service user with the environment file, through the real SMTP server', async () => {
    const before = smtp.emails.length;
    await box.ok(`${asService} npm run leads -- notify-test`, { timeoutMs: 120_000 });
    expect(smtp.emails.length).toBeGreaterThan(before);
    expect(smtp.emails.at(-1)!.to).toEqual(['owner@example.com']);
    expect(await box.ok(`${asService} npm run leads -- list`, { timeoutMs: 120_000 })).toContain('Forwarded-For check');
  });

  it('the sandbox holds: the server writes its data folder only, not its release, /etc or /var/lib, and scores at most 2.0', async () => {
    const pid = (await box.ok(`systemctl show -p MainPID --value ${service}`)).trim();
    const uid = (await box.ok('id -u okanagan-exterior')).trim();
    for (const path of [`${app}/current/written-by-the-server`, '/etc/written-by-the-server', `${dataDir}/../written-by-the-server`]) {
      const attempt = await box.sh(`nsenter -t ${pid} -m -S ${uid} -G ${uid} -- touch ${path}`);
      expect(attempt.status, path).not.toBe(0);
      expect(attempt.stderr, path).toMatch(/Read-only file system|Permission denied/);
    }
    expect((await box.sh(`nsenter -t ${pid} -m -S ${uid} -G ${uid} -- touch ${dataDir}/written-by-the-server`)).status).toBe(0);
    await box.ok(`rm ${dataDir}/written-by-the-server`);
    for (const unit of [service, 'okanagan-exterior-backup.service']) {
      if (unit !== service) await box.ok(`cp ${app}/current/deploy/${unit} /etc/systemd/system/ && systemctl daemon-reload`);
      const analysis = await box.ok(`systemd-analyze security --no-pager ${unit}`);
      const exposure = Number(analysis.match(/Overall exposure level for \S+: ([\d.]+)/)?.[1]);
      console.log(`systemd-analyze security ${unit}: ${exposure}`);
      expect(exposure, analysis).toBeLessThanOrEqual(2.0);
    }
  });

  it('journals a lead while another process holds the database, and stores it once the lock goes', async () => {
    // The sqlite3 shell holds the write lock for 6 s, as a backup or a hand-run query might.
    await box.ok(
      `{ (echo 'BEGIN IMMEDIATE;'; sleep 6; echo 'ROLLBACK;') | sqlite3 ${dataDir}/leads.sqlite; } </dev/null >/dev/null 2>&1 &`,
    );
    await sleep(1_000);
    const result = await postLead('Posted while locked', 1);
    expect(result.status).toBe(200);
    const journal = (await box.ok(`ls ${dataDir}`)).split('\n').filter((file) => file && !file.startsWith('leads.sqlite'));
    expect(journal.length, 'a journal file beside the database').toBeGreaterThan(0);
    for (let tries = 0; !storedClients().has('Posted while locked'); tries++) {
      if (tries > 300) throw new Error('The journalled lead never reached the database.');
      await sleep(100);
    }
  }, 60_000);

  it('loses no answered post across systemctl restart, a SIGKILL, and an upgrade onto a second release', async () => {
    await box.ok(`cp -a ${release('v1')} ${release('v2')}`);
    const actions: Array<{ atMs: number; name: string; command: string }> = [
      { atMs: 5_000, name: 'systemctl restart', command: `systemctl restart ${service}` },
      { atMs: 13_000, name: 'SIGKILL', command: `systemctl kill -s SIGKILL ${service}` },
      { atMs: 21_000, name: 'upgrade', command: `ln -sfn ${release('v2')} ${app}/current && systemctl restart ${service}` },
    ];
    const postsPerSecond = 20;
    const seconds = 30;
    const t0 = performance.now();
    const done: Array<{ name: string; startMs: number; endMs: number }> = [];
    const acting = (async () => {
      for (const action of actions) {
        await sleep(action.atMs - (performance.now() - t0));
        const startMs = performance.now() - t0;
        await box.ok(action.command);
        done.push({ name: action.name, startMs, endMs: performance.now() - t0 });
      }
    })();
    const posts: Array<Promise<PostResult>> = [];
    for (let index = 0; index < postsPerSecond * seconds; index++) {
      await sleep((index * 1000) / postsPerSecond - (performance.now() - t0));
      posts.push(postLead(`Box post ${index}`, index, t0));
    }
    await acting;
    const results = await Promise.all(posts);
    const stored = storedClients();
    const answered = results.filter((result) => result.status !== undefined);
    const failed = results.filter((result) => result.error !== undefined);
    const worst = (from: number, to: number) =>
      Math.round(Math.max(0, ...results.filter((r) => r.startMs >= from && r.startMs <= to).map((r) => r.endMs - r.startMs)));
    const memory = await box.ok(`grep VmRSS /proc/$(systemctl show -p MainPID --value ${service})/status`);
    console.log(
      [
        `Posts: ${results.length} sent, ${answered.length} answered, ${failed.length} network errors, ` +
          `${answered.filter((result) => !stored.has(result.name)).length} answered but not stored.`,
        ...done.map(
          (action) =>
            `${action.name} at ${(action.startMs / 1000).toFixed(1)} s: worst answer ${worst(action.startMs - 1_000, action.endMs + 2_000)} ms`,
        ),
        ...failed.map((result) => `  ${result.name} at ${Math.round(result.startMs)} ms: ${result.error}`),
        `The server's resident memory after it: ${memory.trim()}.`,
      ].join('\n'),
    );
    expect(answered.filter((result) => result.status !== 200)).toEqual([]);
    expect(answered.filter((result) => !stored.has(result.name)).map((result) => result.name)).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(1);
    expect((await box.ok(`readlink ${app}/current`)).trim()).toBe(release('v2'));
    expect((await box.ok(`readlink /proc/$(systemctl show -p MainPID --value ${service})/cwd`)).trim()).toBe(release('v2'));
  }, 180_000);

  it('drops the connection of a post the server is killed in the middle of, so the form reports a failure', async () => {
    const body = encodeFormBody(withName(formBodies[0], 'Killed mid-post')).toString();
    const post = request(`${siteOrigin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
    });
    const outcome = new Promise<string>((resolve) => {
      post.on('response', (response) => resolve(`answered ${response.statusCode}`));
      post.on('error', (error) => resolve(`network error: ${error.message}`));
    });
    post.write(body.slice(0, body.length / 2));
    await sleep(500);
    await box.ok(`systemctl kill -s SIGKILL ${service}`);
    await sleep(200);
    post.end(body.slice(body.length / 2));
    expect(await outcome).toMatch(/^network error/);
    await untilAnswering('/');
    expect(storedClients().has('Killed mid-post')).toBe(false);
  }, 60_000);

  it('step 8: the backup timer is set, and its service writes a 0600 copy with every lead', async () => {
    await box.ok(`install -d -o okanagan-exterior -g okanagan-exterior -m 0700 /var/backups/okanagan-exterior
      cp ${app}/current/deploy/okanagan-exterior-backup.service ${app}/current/deploy/okanagan-exterior-backup.timer /etc/systemd/system/
      systemctl daemon-reload
      systemctl enable --now okanagan-exterior-backup.timer`);
    expect(await box.ok('systemctl list-timers --all --no-pager okanagan-exterior-backup.timer')).toContain(
      'okanagan-exterior-backup.service',
    );
    // A copy of forty days ago goes when the service runs, as the unit keeps thirty days of them.
    await box.ok("touch -d '40 days ago' /var/backups/okanagan-exterior/leads-2020-01-01.sqlite");
    await box.ok('systemctl start okanagan-exterior-backup.service', { timeoutMs: 120_000 });
    const copy = (await box.ok('ls /var/backups/okanagan-exterior')).trim();
    expect(copy).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.sqlite$/);
    expect((await box.ok(`stat -c '%a %U' /var/backups/okanagan-exterior/${copy}`)).trim()).toBe('600 okanagan-exterior');
    const count = async (db: string) => Number((await box.ok(`sqlite3 -readonly ${db} 'SELECT count(*) FROM leads'`)).trim());
    expect(await count(`/var/backups/okanagan-exterior/${copy}`)).toBe(await count(`${dataDir}/leads.sqlite`));
  });

  it('comes back after a reboot with every lead, the site answering and the timer set', async () => {
    const before = storedClients().size;
    await box.reboot();
    await untilAnswering('/healthz');
    expect(storedClients().size).toBe(before);
    expect((await postLead('After the reboot', 2)).status).toBe(200);
    expect(storedClients().has('After the reboot')).toBe(true);
    expect((await box.ok('systemctl is-enabled okanagan-exterior-backup.timer')).trim()).toBe('enabled');
  }, 300_000);
});
