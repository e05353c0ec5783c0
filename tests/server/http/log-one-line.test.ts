// @vitest-environment node
// One event, one log line: a visitor's line break is escaped, so no one can forge a second line in the server's log.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { oneLine } from '../../../server/http/log-line';
import { holdWriteLock, type WriteLock } from '../hold-write-lock';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { startSmtpReceiver, until, type SmtpReceiver } from '../notify/test-receivers';
import { postForm, startTestServer, type TestServer } from '../test-server';

let server: TestServer | undefined;
let smtp: SmtpReceiver | undefined;
let lock: WriteLock | undefined;

afterEach(async () => {
  await lock?.release();
  lock = undefined;
  await server?.stop();
  server = undefined;
  await smtp?.stop();
});

describe('the server log', () => {
  it("escapes a line break in a visitor's name, in the line about a notice that could not be sent", { timeout: 20_000 }, async () => {
    smtp = await startSmtpReceiver();
    smtp.down = true;
    const journalDir = await mkdtemp(join(tmpdir(), 'log-one-line-'));
    server = await startTestServer({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: 'owner@example.com', LEADS_FALLBACK_DIR: journalDir });
    // A lead nothing can store (the database locked, the journal's folder gone): the owner's notice names the
    // visitor, and its failed send is logged.
    await rm(journalDir, { recursive: true, force: true });
    await writeFile(journalDir, '');
    lock = await holdWriteLock(server.leadsDb);
    const forged = 'Eve\nThe leads database takes writes again; 0 lead(s) moved in';
    await postForm(server.siteOrigin, encodeFormBody(withName(formBodies[3], forged))).catch(() => undefined);
    await until(() => server!.logLines.some((line) => line.includes('Could not tell the owner')));
    expect(server.logLines.filter((line) => line.includes('Eve'))).toEqual([
      expect.stringContaining('Eve\\nThe leads database takes writes again'),
    ]);
    expect(server.logLines.every((line) => !/[\r\n]/.test(line))).toBe(true);
    await rm(journalDir, { force: true });
  });
});

describe('oneLine', () => {
  it('escapes the C1 controls and the bidi overrides a visitor can put in a name, so no line reads other than it is', () => {
    const name = 'Eve\u0085forged\u009b2J\u202egnp.exe\u2066x\u2069\u200f\u061c';
    expect(oneLine(`A lead from ${name}`)).toBe('A lead from Eve\\u0085forged\\u009b2J\\u202egnp.exe\\u2066x\\u2069\\u200f\\u061c');
  });

  it('keeps letters of every script as they are', () => {
    expect(oneLine('Zoë Łukasz 李 حسن')).toBe('Zoë Łukasz 李 حسن');
  });
});
