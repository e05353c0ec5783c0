// @vitest-environment node
import Database from 'better-sqlite3';
import { connect, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fallbackJournalFile } from '../../../server/leads/fallback-journal';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { startTestServer, type TestServer } from '../test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // A trigger in the database itself refuses one lead, as a real constraint would: no test hook in the server.
  const db = new Database(server.leadsDb);
  db.exec(`CREATE TRIGGER refuse_one_lead BEFORE INSERT ON leads
    WHEN json_extract(NEW.fields, '$.name') = 'Refused by the database'
    BEGIN SELECT RAISE(ABORT, 'refused by the test trigger'); END`);
  db.close();
});

afterAll(() => server.stop());

/** Resolves with everything `socket` receives until `done` says the answer is complete. */
function readAnswer(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk;
      if (!done(text)) return;
      socket.off('data', onData);
      resolve(text);
    };
    socket.on('data', onData);
  });
}

/**
 * Posts one lead per name, each on its own connection, so that all reach the server in the same
 * turn of the event loop: every connection is first opened and answered once (a CORS preflight),
 * so the server already reads it, then every post is written in one synchronous loop, which the
 * server, sharing this thread, cannot start on until the loop is done. Resolves with the statuses.
 */
async function postBurst(names: string[]): Promise<number[]> {
  const { hostname, port } = new URL(server.siteOrigin);
  const sockets = await Promise.all(
    names.map(async () => {
      const socket = connect(Number(port), hostname);
      const preflight = readAnswer(socket, (text) => text.includes('\r\n\r\n'));
      socket.write(`OPTIONS / HTTP/1.1\r\nHost: ${hostname}\r\nOrigin: https://partner.example.org\r\n\r\n`);
      expect(await preflight).toMatch(/^HTTP\/1\.1 204 /);
      return socket;
    }),
  );
  const answers = sockets.map((socket) => readAnswer(socket, (text) => /\r\n\r\n\{.*\}$/s.test(text)));
  sockets.forEach((socket, index) => {
    const body = encodeFormBody(withName(formBodies[3], names[index])).toString();
    socket.write(
      `POST / HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
  const texts = await Promise.all(answers);
  sockets.forEach((socket) => socket.destroy());
  return texts.map((text) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1]));
}

describe('POST / when the database refuses one lead of a burst', () => {
  it('stores every other lead of the burst, and keeps that one in the fallback journal, answering all of them 200', async () => {
    const names = Array.from({ length: 30 }, (_, index) => (index === 15 ? 'Refused by the database' : `Burst ${index}`));
    const statuses = await postBurst(names);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const stored = server.rows().map((row) => JSON.parse(String(row.fields)).name);
    expect(stored.sort()).toEqual(names.filter((name) => name !== 'Refused by the database').sort());
    const journal = readFileSync(join(dirname(server.leadsDb), fallbackJournalFile), 'utf8')
      .trim()
      .split('\n');
    expect(journal.map((line) => JSON.parse(line).fields.name)).toEqual(['Refused by the database']);
    expect(server.logLines.some((line) => line.startsWith('The leads database refused a write'))).toBe(true);
  });
});
