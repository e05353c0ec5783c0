// The systemd units' settings, systemd-analyze's check of them able to fail, and deploy/env.example against the
// variables the server reads. deploy-box.test.ts runs the units under systemd.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unitSetting, unitSettings } from './unit-setting';

const units = ['okanagan-exterior.socket', 'okanagan-exterior.service'];
const service = readFileSync('deploy/okanagan-exterior.service', 'utf8');
const probeDir = mkdtempSync(join(tmpdir(), 'deploy-units-'));

afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

/** What systemd-analyze verify says about the units in `dir`: its lines that name one of them. */
function verify(dir: string): string[] {
  const { stdout, stderr } = spawnSync('systemd-analyze', ['verify', ...units.map((unit) => join(dir, unit))], { encoding: 'utf8' });
  return `${stdout}\n${stderr}`.split('\n').filter((line) => units.some((unit) => line.includes(unit)));
}

/** The variables a source file reads from the environment: env.NAME, env[NAME] and the names its readers are given. */
function variablesRead(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  return [...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)].map((match) => match[1] ?? match[2]);
}

describe('the systemd units', () => {
  it('would be reported by systemd-analyze verify, which the deployment box runs on them, with a misspelt key', () => {
    for (const unit of units) copyFileSync(join('deploy', unit), join(probeDir, unit));
    writeFileSync(join(probeDir, units[1]), service.replace('Restart=always', 'Restrat=always'));
    expect(verify(probeDir).join('\n')).toContain("Unknown key 'Restrat'");
  });

  it("run the release's own Node on the production entry, restarting always, as a user of its own that writes one folder", () => {
    const release = unitSetting(service, 'WorkingDirectory');
    expect(unitSetting(service, 'ExecStart')).toBe(`${release}/node_modules/.bin/node --import tsx server/http/serve.ts`);
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.serve).toMatch(/ server\/http\/serve\.ts$/);
    expect(unitSetting(service, 'Restart')).toBe('always');
    expect(unitSetting(service, 'User')).toBe('okanagan-exterior');
    expect(unitSetting(service, 'NoNewPrivileges')).toBe('yes');
    expect(unitSetting(service, 'ProtectSystem')).toBe('strict');
    expect(unitSetting(service, 'PrivateTmp')).toBe('yes');
    const envExample = readFileSync('deploy/env.example', 'utf8');
    const dataDir = unitSetting(service, 'ReadWritePaths');
    expect(unitSetting(envExample, 'LEADS_DB').startsWith(`${dataDir}/`)).toBe(true);
  });

  it("back up from the release the site is served from, with that release's Node", () => {
    const backup = readFileSync('deploy/okanagan-exterior-backup.service', 'utf8');
    const release = unitSetting(service, 'WorkingDirectory');
    expect(unitSetting(backup, 'WorkingDirectory')).toBe(release);
    expect(unitSettings(backup, 'ExecStart')[0]).toContain(
      `exec ${release}/node_modules/.bin/node --import tsx scripts/leads/leads.ts backup `,
    );
  });
});

describe('deploy/env.example', () => {
  const example = readFileSync('deploy/env.example', 'utf8');
  const named = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
  const read = new Set(
    ['server/http/config.ts', 'server/notify/notify-config.ts', 'serving/site-origin.ts', 'serving/dist-dir.ts'].flatMap(variablesRead),
  );
  // ENV_FILE names this file to the commands that read it; it has no place inside it.
  read.delete('ENV_FILE');

  it('names every variable the server, its notifications and the build read', () => {
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !named.has(name))).toEqual([]);
  });

  it('names no variable they do not read', () => {
    expect([...named].filter((name) => !read.has(name))).toEqual([]);
  });
});
