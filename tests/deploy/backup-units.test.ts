// @vitest-environment node
// The daily backup's systemd units: checked by systemd-analyze, and their commands run as systemd would run them.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLeadStore } from '../../server/leads/lead-store';
import { lead } from '../server/leads/lead-fixtures';
import { unitSettings } from './unit-setting';

const service = 'deploy/okanagan-exterior-backup.service';
const timer = 'deploy/okanagan-exterior-backup.timer';
const backupFolder = '/var/backups/okanagan-exterior';

const work = mkdtempSync(join(tmpdir(), 'backup-units-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The words of a command line as systemd splits them: on blanks, with single or double quotes around one word; %% is %. */
function systemdWords(line: string): string[] {
  const words = [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]);
  return words.map((word) => word.replaceAll('%%', '%'));
}

/** The values of `key` in the unit file, in order. */
const settings = (file: string, key: string) => unitSettings(readFileSync(file, 'utf8'), key);

describe('the daily backup units', () => {
  it('pass systemd-analyze verify without a warning', () => {
    const result = spawnSync('systemd-analyze', ['verify', timer, service], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('run from the release the site is served from, where scripts/leads/leads.ts is', () => {
    expect(settings(service, 'WorkingDirectory')).toEqual(settings('deploy/okanagan-exterior.service', 'WorkingDirectory'));
  });

  it('write a copy named by the day, 0600, and delete the copies older than thirty days', async () => {
    const leadsDb = join(work, 'data', 'leads.sqlite');
    const store = openLeadStore(leadsDb);
    await store.save(lead('Backed up daily'));
    store.close();
    const backups = join(work, 'backups');
    const old = join(backups, 'leads-2020-01-01.sqlite');
    const recent = join(backups, 'leads-2020-01-02.sqlite');

    const commands = settings(service, 'ExecStart');
    expect(commands).toHaveLength(2);
    for (const [index, command] of commands.entries()) {
      const [program, ...args] = systemdWords(command.replaceAll(backupFolder, backups));
      execFileSync(program, args, { env: { ...process.env, LEADS_DB: leadsDb }, stdio: 'pipe' });
      if (index === 0) {
        // Copies of earlier days, one of them past thirty days old.
        for (const file of [old, recent]) writeFileSync(file, '');
        utimesSync(old, new Date(Date.now() - 40 * 86_400_000), new Date(Date.now() - 40 * 86_400_000));
      }
    }

    const today = join(backups, `leads-${execFileSync('date', ['+%F']).toString().trim()}.sqlite`);
    expect(statSync(today).mode & 0o777).toBe(0o600);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(old)).toBe(false);
  });
});
