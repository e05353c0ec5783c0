// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { parseFormBody } from '../../../server/intake/parse-form-body';
import { encodeFormBody, formBodies } from '../form-bodies';
import { postForm, startTestApp, type TestApp } from '../test-server';

let server: TestApp | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const contact = formBodies[3];

describe('LEADS_PER_CLIENT_PER_DAY', () => {
  it('holds the valid-looking posts of one client past the daily number, answering and storing every one', async () => {
    server = await startTestApp({ LEADS_PER_CLIENT_PER_DAY: '3' });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await postForm(server, encodeFormBody(contact))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(server.rows().map((row) => row.held)).toEqual([0, 0, 0, 1, 1]);
    expect(JSON.parse(String(server.rows()[3].reasons))).toEqual(['over 3 leads in one day from one client']);
  });
});

describe('MAX_FIELDS', () => {
  it('stores no more than MAX_FIELDS keys of a post, and counts the rest in one reason', async () => {
    server = await startTestApp({ MAX_FIELDS: '30' });
    const body = encodeFormBody(contact);
    const posted = [...body.keys()].length;
    for (let index = 0; index < 1_000; index++) body.append(`junk${index}`, 'x');
    expect((await postForm(server, body)).status).toBe(200);
    const [row] = server.rows();
    const extras = JSON.parse(String(row.extras));
    expect(Object.keys(extras)).toHaveLength(30 - posted);
    const reasons: string[] = JSON.parse(String(row.reasons));
    expect(reasons).toHaveLength(30 - posted + 1);
    expect(reasons.at(-1)).toBe(`${1_000 - (30 - posted)} more fields than the 30 kept were posted and dropped`);
  });

  it('is refused below what the largest form posts, naming the variable', async () => {
    await expect(startTestApp({ MAX_FIELDS: '5' })).rejects.toThrow(/^MAX_FIELDS must be a whole number of fields from \d+ to 10000/);
  });

  it('parseFormBody keeps the first pairs and counts the others', () => {
    const body = parseFormBody('a=1&b=2&c=3&d=4', 2);
    expect([...body]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(body.dropped).toBe(2);
    expect(parseFormBody('a=1', 2).dropped).toBeUndefined();
  });
});
