// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnServer } from '../spawn-server';
import { makeFixtureDist } from '../test-server';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'server-serve-test-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run serve (server/http/serve.ts)', () => {
  it('refuses to start without a build, saying to run the build, and builds nothing', { timeout: 30_000 }, () => {
    const distDir = join(dir, 'dist');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/http/serve.ts'], {
      env: { ...process.env, DIST_DIR: distDir, LEADS_DB: join(dir, 'leads.sqlite'), PORT: '0' },
      encoding: 'utf8',
    });
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
});
