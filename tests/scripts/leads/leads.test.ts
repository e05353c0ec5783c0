// @vitest-environment node
// `npm run leads` (scripts/leads/leads.ts) against a database the real server wrote, and the dates its bounds name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsReport, parseDateBound } from '../../../scripts/leads/leads';
import { encodeFormBody, formBodies } from '../../server/form-bodies';
import { postForm, startTestApp, type TestApp } from '../../server/test-server';
import { runLeads } from './run-leads';

let server: TestApp;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  server = await startTestApp();
  env = { LEADS_DB: server.leadsDb };
  for (const body of formBodies) await postForm(server, encodeFormBody(body));
  await postForm(server, encodeFormBody(formBodies[3], 'I am a bot'));
});

afterAll(() => server.stop());

describe('npm run leads', () => {
  it('prints the table of leads when run from the command line', { timeout: 30_000 }, async () => {
    const result = await runLeads([], env);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Riley Singh');
    expect(result.stdout).toContain('4 leads.');
  });

  it('exits 2 with the usage for a bad option, and 1 when there is no database yet', { timeout: 30_000 }, async () => {
    const bad = await runLeads(['--format', 'xml'], env);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--format must be one of table, csv, json, not "xml".');
    expect(bad.stderr).toContain('Usage: npm run leads');
    const missing = await runLeads([], { LEADS_DB: `${server.dir}/nothing-here.sqlite` });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No leads database at');
  });

  it('filters by form', () => {
    const json = JSON.parse(leadsReport(['--form', 'quote-request', '--format', 'json'], env));
    expect(json.map((lead: { fields: { name: string } }) => lead.fields.name)).toEqual(['Jamie Park', 'Avery Chen']);
  });

  it('filters by date: today is in, tomorrow on is out', () => {
    const today = new Date();
    const day = (offset: number) => {
      const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    const count = (args: string[]) => JSON.parse(leadsReport([...args, '--format', 'json'], env)).length;
    expect(count(['--since', day(0), '--until', day(0)])).toBe(4);
    expect(count(['--since', day(1)])).toBe(0);
    expect(count(['--until', day(-1)])).toBe(0);
  });

  it('exports CSV for the chosen form, spam included only with --spam', () => {
    const lines = leadsReport(['--form', 'contact', '--format', 'csv'], env).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,received_at,form_name,spam,partner,page,utm_source,utm_medium,utm_campaign,utm_term,utm_content,client_address,user_agent,name,email,phone,subject,message'
        .split(',')
        .map((column) => `"${column}"`)
        .join(','),
    );
    expect(lines).toHaveLength(2);
    expect(leadsReport(['--form', 'contact', '--format', 'csv', '--spam'], env).trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('exports JSON with every stored detail', () => {
    const [newest] = JSON.parse(leadsReport(['--format', 'json', '--limit', '1', '--form', 'quote-request'], env));
    expect(newest).toMatchObject({ formName: 'quote-request', partner: null, clientAddress: '127.0.0.1', spam: false });
    expect(newest.fields).toEqual(formBodies[2].values);
  });

  it('explains each bad option', () => {
    expect(() => leadsReport(['--form', 'newsletter'], env)).toThrow(
      '--form must be one of quote-request, membership-quote, contact, not "newsletter".',
    );
    expect(() => leadsReport(['--since', 'last week'], env)).toThrow('--since must be a date such as 2025-03-01');
    expect(() => leadsReport(['--limit', '0'], env)).toThrow('--limit must be a whole number above 0, not "0".');
    expect(() => leadsReport(['--colour'], env)).toThrow("Unknown option '--colour'");
    expect(leadsReport(['--help'], env)).toContain('Usage: npm run leads -- [command] [options]');
  });
});

describe('npm run leads, each command with its own options', () => {
  it('names the option a bad date was given to', () => {
    expect(() => leadsReport(['purge', '--before', 'junk'], env)).toThrow(
      '--before must be a date such as 2025-03-01 or 2025-03-01T14:30, not "junk".',
    );
    expect(() => leadsReport(['held', '--until', 'junk'], env)).toThrow('--until must be a date such as');
  });

  it('says which options a command takes, and which command takes the one given', () => {
    expect(() => leadsReport(['purge', '--since', '2025-01-01'], env)).toThrow(
      'purge takes --before and --spam, not --since. --since goes with list and held.',
    );
    expect(() => leadsReport(['held', '--before', '2025-01-01'], env)).toThrow(
      'held takes --form, --since, --until, --spam, --limit and --format, not --before. --before goes with purge.',
    );
    expect(() => leadsReport(['deliveries', '--spam'], env)).toThrow('deliveries takes no options. --spam goes with list, held and purge.');
  });

  it('prints the help of one command, with its options only', () => {
    const purge = leadsReport(['purge', '--help'], env);
    expect(purge).toContain('Usage: npm run leads -- purge [options]');
    expect(purge).toMatch(/--before <date> +received before that date/);
    expect(purge).not.toContain('--form');
    expect(leadsReport(['help', 'partners'], env)).toContain('Usage: npm run leads -- partners [options]');
    expect(leadsReport(['release', '--help'], env)).toMatch(/Arguments:\n +id +a lead's id, a whole number/);
  });

  it('exits 2 after a mistake with the help of the command it was made in', { timeout: 30_000 }, async () => {
    const bad = await runLeads(['purge', '--before', 'junk'], env);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^--before must be a date .*\n\nUsage: npm run leads -- purge \[options\]/);
    expect(bad.stdout).toBe('');
  });

  it('refuses notify-test outside the command line, which alone sends messages', () => {
    expect(() => leadsReport(['notify-test'], env)).toThrow('notify-test sends messages: run it from the command line.');
  });
});

describe('parseDateBound', () => {
  it('starts --since at local midnight of a bare date', () => {
    expect(parseDateBound('2025-03-01', 'since')).toEqual(new Date(2025, 2, 1));
  });

  it('ends --until at the next local midnight, so the whole day is included', () => {
    expect(parseDateBound('2025-03-01', 'until')).toEqual(new Date(2025, 2, 2));
    expect(parseDateBound('2025-12-31', 'until')).toEqual(new Date(2026, 0, 1));
  });

  it('takes a date and time as written, in local time unless a zone is given', () => {
    expect(parseDateBound('2025-03-01T14:30', 'since')).toEqual(new Date(2025, 2, 1, 14, 30));
    expect(parseDateBound('2025-03-01 14:30', 'until')).toEqual(new Date(2025, 2, 1, 14, 30));
    expect(parseDateBound('2025-03-01T14:30:00Z', 'since').toISOString()).toBe('2025-03-01T14:30:00.000Z');
    expect(parseDateBound('2025-03-01T14:30:00-08:00', 'since').toISOString()).toBe('2025-03-01T22:30:00.000Z');
  });

  it('names the option and the bad value for anything else', () => {
    for (const text of ['yesterday', '2025-02-30', '2025-13-01', '01/03/2025', '2025-03-01T25:00']) {
      expect(() => parseDateBound(text, 'since'), text).toThrow(
        `--since must be a date such as 2025-03-01 or 2025-03-01T14:30, not "${text}".`,
      );
    }
  });
});

describe('npm run leads, on the held leads and on request', () => {
  let own: TestApp;
  let ownEnv: NodeJS.ProcessEnv;
  const idOf = (name: string) => Number(own.rows().find((row) => JSON.parse(String(row.fields)).name === name)?.id);

  beforeAll(async () => {
    own = await startTestApp();
    ownEnv = { LEADS_DB: own.leadsDb };
    const contact = formBodies[3] as Extract<(typeof formBodies)[number], { form: { formName: 'contact' } }>;
    await postForm(own, encodeFormBody(contact));
    await postForm(own, encodeFormBody({ ...contact, values: { ...contact.values, name: 'No Email', email: '' } }));
    await postForm(own, encodeFormBody({ ...contact, values: { ...contact.values, name: 'Cheap Pills' } }, 'bot'));
  });

  afterAll(() => own.stop());

  it('lists the held leads apart, each with why it is held, and leaves them out of the list', () => {
    const held = leadsReport(['held'], ownEnv);
    expect(held).toMatch(/Held because/);
    expect(held).toMatch(/No Email.*"email" is missing/);
    expect(held).toMatch(/Cheap Pills.*spam.*the hidden bot-field was filled \(spam\)/);
    expect(held).toContain('2 leads.');
    expect(leadsReport([], ownEnv)).not.toMatch(/No Email|Cheap Pills/);
  });

  it('releases a held lead into the list, and says so when there is no such held lead', () => {
    const id = idOf('No Email');
    expect(leadsReport(['release', String(id)], ownEnv)).toBe(
      `Released lead ${id}: it is among the leads now. No channel is configured here: a running server with one sends it if it arrived in the last 7 days.\n`,
    );
    expect(leadsReport([], ownEnv)).toContain('No Email');
    expect(leadsReport(['held'], ownEnv)).not.toContain('No Email');
    expect(() => leadsReport(['release', String(id)], ownEnv)).toThrow(`There is no held lead ${id}`);
  });

  it('deletes one lead for good on request, and purges what arrived before a date', () => {
    const id = idOf('Cheap Pills');
    expect(leadsReport(['delete', String(id)], ownEnv)).toBe(`Deleted lead ${id}.\n`);
    expect(own.rows().map((row) => row.id)).not.toContain(id);
    expect(() => leadsReport(['delete', String(id)], ownEnv)).toThrow(`There is no lead ${id}.`);
    expect(leadsReport(['purge', '--before', '2000-01-01'], ownEnv)).toMatch(/^Deleted 0 leads received before /);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(leadsReport(['purge', '--before', tomorrow], ownEnv)).toMatch(/^Deleted 2 leads received before /);
    expect(own.rows()).toEqual([]);
  });

  it('explains a command it cannot run', () => {
    expect(() => leadsReport(['release'], ownEnv)).toThrow("release takes a lead's id, a whole number.");
    expect(() => leadsReport(['delete', 'seven'], ownEnv)).toThrow('delete takes a lead\'s id, a whole number, not "seven".');
    expect(() => leadsReport(['purge'], ownEnv)).toThrow('purge takes --before <date>, or --spam.');
    expect(() => leadsReport(['export'], ownEnv)).toThrow(
      'Unknown command "export"; the commands are list, held, release, delete, purge, partners, deliveries, notify-test, health, backup.',
    );
    expect(() => leadsReport(['backup'], ownEnv)).toThrow('backup takes one file to write, such as backups/leads.sqlite.');
    expect(() => leadsReport(['--before', '2025-01-01'], ownEnv)).toThrow('--before goes with purge.');
  });

  it('purges the spam with purge --spam, and only the spam', async () => {
    const contact = formBodies[3] as Extract<(typeof formBodies)[number], { form: { formName: 'contact' } }>;
    await postForm(own, encodeFormBody({ ...contact, values: { ...contact.values, name: 'Kept' } }));
    await postForm(own, encodeFormBody({ ...contact, values: { ...contact.values, name: 'More Pills' } }, 'bot'));
    await postForm(own, encodeFormBody({ ...contact, values: { ...contact.values, name: 'Most Pills' } }, 'bot'));
    expect(leadsReport(['purge', '--spam', '--before', '2000-01-01'], ownEnv)).toMatch(/^Deleted 0 spam posts received before 2000-/);
    expect(leadsReport(['purge', '--spam'], ownEnv)).toBe('Deleted 2 spam posts.\n');
    expect(own.rows().map((row) => JSON.parse(String(row.fields)).name)).toEqual(['Kept']);
  });
});
