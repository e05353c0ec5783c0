// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeBuildInfo } from '../../../serving/build-info';
import { spawnServer } from '../spawn-server';
import { makeFixtureDist } from '../test-server';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'server-serve-test-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs `npm run serve`'s entry until it exits, with `env` over this process's environment. */
function serveOnce(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/http/serve.ts'], {
    env: { ...process.env, LEADS_DB: join(dir, 'leads.sqlite'), PORT: '0', ...env },
    encoding: 'utf8',
  });
}

describe('npm run serve (server/http/serve.ts)', () => {
  it('refuses to start without a build, saying to run the build, and builds nothing', { timeout: 30_000 }, () => {
    const distDir = join(dir, 'dist');
    const result = serveOnce({ DIST_DIR: distDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`No build in ${distDir}: run \`npm run build\` first`);
    expect(existsSync(distDir)).toBe(false);
  });

  it('serves an existing build and stops on SIGTERM', { timeout: 30_000 }, async () => {
    const server = await spawnServer({ DIST_DIR: await makeFixtureDist(dir), LEADS_DB: join(dir, 'leads.sqlite') }, 'server/http/serve.ts');
    const response = await fetch(`${server.siteOrigin}/`);
    expect(await response.text()).toContain('<h1>Home page</h1>');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses a build whose widgets post to another origin than SITE_ORIGIN, saying how to rebuild', { timeout: 30_000 }, async () => {
    const distDir = await makeFixtureDist(dir);
    await writeBuildInfo(distDir, { siteOrigin: 'https://okanagan-exterior.example.com' });
    const result = serveOnce({ DIST_DIR: distDir, SITE_ORIGIN: 'https://www.my-cleaning.ca' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Configuration error: the widgets in ${distDir} post leads to https://okanagan-exterior.example.com, not to SITE_ORIGIN=https://www.my-cleaning.ca`,
    );
    expect(result.stderr).toContain('Build again with that origin: SITE_ORIGIN=https://www.my-cleaning.ca npm run build');
    expect(result.stdout).not.toContain('Site and form endpoint');
  });

  it('refuses a build that does not record its origin while SITE_ORIGIN is set', { timeout: 30_000 }, async () => {
    const result = serveOnce({ DIST_DIR: await makeFixtureDist(dir), SITE_ORIGIN: 'https://www.my-cleaning.ca' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'does not record which origin its widgets post leads to, and SITE_ORIGIN is https://www.my-cleaning.ca',
    );
  });

  it('serves a build made for SITE_ORIGIN, and warns that the business details are still placeholders', { timeout: 30_000 }, async () => {
    const distDir = await makeFixtureDist(dir);
    await writeBuildInfo(distDir, { siteOrigin: 'https://www.my-cleaning.ca' });
    const server = await spawnServer(
      { DIST_DIR: distDir, LEADS_DB: join(dir, 'leads.sqlite'), SITE_ORIGIN: 'https://www.my-cleaning.ca/' },
      'server/http/serve.ts',
    );
    expect((await fetch(`${server.siteOrigin}/`)).status).toBe(200);
    expect(server.output()).toContain('Warning: still the shipped placeholders: the phone number (250) 555-0142;');
    expect(server.output()).not.toContain('the origin the widgets post leads to');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('reads its settings from ENV_FILE, under the variables set in the environment', { timeout: 30_000 }, async () => {
    const envFile = join(dir, 'okanagan-exterior.env');
    const leadsDb = join(dir, 'from-file.sqlite');
    await writeFile(envFile, `# The server's settings\nLEADS_DB=${leadsDb}\nDIST_DIR=${join(dir, 'not-this-one')}\n`);
    const server = await spawnServer({ ENV_FILE: envFile, DIST_DIR: await makeFixtureDist(dir) }, 'server/http/serve.ts');
    expect(server.output()).toContain(`Leads are stored in ${leadsDb}`);
    expect((await fetch(`${server.siteOrigin}/`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it("refuses to start when the fallback journal's folder cannot be written, saying what to change", { timeout: 30_000 }, async () => {
    const notAFolder = join(dir, 'not-a-folder');
    await writeFile(notAFolder, '');
    const result = serveOnce({ DIST_DIR: await makeFixtureDist(dir), LEADS_FALLBACK_DIR: join(notAFolder, 'journal') });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^Configuration error: The fallback journal's folder .*not-a-folder\/journal cannot be written .*ReadWritePaths=/m,
    );
    expect(result.stdout).not.toContain('Site and form endpoint');
  });

  it('exits naming ENV_FILE when the file cannot be read', { timeout: 30_000 }, () => {
    const result = serveOnce({ ENV_FILE: join(dir, 'missing.env') });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`ENV_FILE=${join(dir, 'missing.env')} could not be read: ENOENT`);
  });

  it(
    'with HOST=0.0.0.0 shows addresses a person can open, last: localhost and this machine on its network',
    { timeout: 30_000 },
    async () => {
      const server = await spawnServer(
        { HOST: '0.0.0.0', TRUST_PROXY: 'loopback', DIST_DIR: await makeFixtureDist(dir), LEADS_DB: join(dir, 'leads.sqlite') },
        'server/http/serve.ts',
      );
      const lines = server.output().trimEnd().split('\n');
      const port = new URL(server.siteOrigin).port;
      expect(lines.at(-1)).toMatch(new RegExp(`^Site and form endpoint: http://localhost:${port}/( +http://[^ ]+:${port}/)*$`));
      for (const entry of Object.values(networkInterfaces()).flat())
        if (entry && !entry.internal && entry.family === 'IPv4') expect(lines.at(-1)).toContain(`http://${entry.address}:${port}/`);
      expect(lines.at(-1)).not.toContain('127.0.0.1');
      expect(lines.at(-1)).not.toContain('0.0.0.0');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
  );
});
