// @vitest-environment node
// `npm run leads` reads the server's settings from ENV_FILE, as the server does, so notify-test tests what the server uses.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../server/notify/test-receivers';
import { runLeads } from './run-leads';

let dir: string;
let smtp: SmtpReceiver;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'leads-env-file-test-'));
  smtp = await startSmtpReceiver();
});

afterEach(async () => {
  await smtp.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Runs `npm run leads -- <args>` with ENV_FILE set, and nothing of the notification settings in its environment. */
function runWithEnvFile(args: string[], envFile: string) {
  const unset = ['SMTP_URL', 'NOTIFY_EMAIL_TO', 'NOTIFY_EMAIL_FROM', 'WEBHOOK_URL', 'WEBHOOK_SECRET', 'LEADS_DB'];
  return runLeads(args, { ENV_FILE: envFile, ...Object.fromEntries(unset.map((name) => [name, undefined])) });
}

describe('npm run leads with ENV_FILE', () => {
  it('notify-test sends through the SMTP server the file names', { timeout: 30_000 }, async () => {
    const envFile = join(dir, 'okanagan-exterior.env');
    await writeFile(envFile, `# As systemd's EnvironmentFile reads it\nSMTP_URL=${smtp.url}\nNOTIFY_EMAIL_TO=owner@my-cleaning.ca\n`);
    const result = await runWithEnvFile(['notify-test'], envFile);
    expect(result.stdout).toBe('email: sent\n');
    expect(result.status).toBe(0);
    expect(smtp.emails.map((email) => email.to)).toEqual([['owner@my-cleaning.ca']]);
  });

  it('reads the leads database the file names', { timeout: 30_000 }, async () => {
    const envFile = join(dir, 'okanagan-exterior.env');
    await writeFile(envFile, `LEADS_DB=${join(dir, 'elsewhere.sqlite')}\n`);
    const result = await runWithEnvFile(['list'], envFile);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`No leads database at ${join(dir, 'elsewhere.sqlite')}`);
  });

  it('reads a # inside a value as part of it, as the service does', async () => {
    const envFile = join(dir, 'okanagan-exterior.env');
    await writeFile(envFile, `LEADS_DB=${join(dir, 'leads#2.sqlite')}\n`);
    const result = await runWithEnvFile(['list'], envFile);
    expect(result.stderr).toContain(`No leads database at ${join(dir, 'leads#2.sqlite')}`);
  });

  it('refuses a line systemd reads in its own way, naming it, rather than read another value than the service', async () => {
    const envFile = join(dir, 'okanagan-exterior.env');
    await writeFile(envFile, `# The database\nLEADS_DB=${join(dir, 'back\\slash.sqlite')}\n`);
    const result = await runWithEnvFile(['list'], envFile);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${envFile} line 2: a backslash`);
  });

  it("reads what systemd's EnvironmentFile reads: comments, blank lines and quoted values", async () => {
    const envFile = join(dir, 'okanagan-exterior.env');
    await writeFile(envFile, `; a comment systemd allows\n\n# another\nLEADS_DB="${join(dir, 'quoted # kept.sqlite')}"\n`);
    const result = await runWithEnvFile(['list'], envFile);
    expect(result.stderr).toContain(`No leads database at ${join(dir, 'quoted # kept.sqlite')}`);
  });
});
