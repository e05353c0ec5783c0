// `npm run leads`: lists the stored leads as a table, CSV or JSON, lists and releases the held ones, deletes on
// request, counts the leads per partner and month, and shows and tests how the owner is told of each lead.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formNames, isFormName } from '../../common/contract/form-fields';
import { readLeadsDb } from '../../server/http/config';
import { loadEnvFile } from '../../server/http/env-file';
import { backupLeads, backupSummary } from '../../server/leads/backup-leads';
import { MissingDatabaseError, openLeadsDatabase } from '../../server/leads/leads-database';
import { deleteLead, findLeads, purgeLeads, purgeSpam, releaseLead, type LeadFilter } from '../../server/leads/stored-leads';
import { deliveriesReport, deliveriesText, untoldLeads } from '../../server/notify/deliveries-report';
import { sendTestNotifications } from '../../server/notify/send-test-notifications';
import { configuredChannels, NotifyConfigError, readNotifyConfig } from '../../server/notify/notify-config';
import { leadsCsv } from './leads-csv';
import { leadsTable } from './leads-table';
import { partnersTable, reportTimeZone, type MonthRange } from './partners-table';

/** The help text, printed by --help and after a mistake in the command line. */
const usage = `Usage: npm run leads -- [command] [options]

Reads the leads in LEADS_DB (default data/leads.sqlite).

Commands:
  list                   the leads, newest first (the default); held ones are not listed
  held                   the held (quarantined) leads, spam among them, each with why it is held
  release <id>           moves a held lead to the leads, and notifies the owner of it
  delete <id>            deletes one lead for good, as a visitor may ask (BC PIPA)
  purge --before <date>  deletes every lead received before that date
  purge --spam           deletes the spam (a filled bot-field), all of it or, with --before, that before the date
  partners               per partner and month: the leads of each form, the one-time estimates'
                         low ends and the memberships' monthly prices added up; leads from the
                         site itself as "(own site)", months in ${reportTimeZone} time,
                         held and spam leads not counted
  deliveries             the notifications still pending, and those given up
  notify-test            sends a test message through each notification channel
  backup <file>          a consistent copy of the database (0600) while the server runs, with the
                         leads still in the fallback journal; its folder is created when missing

Options of list and held:
  --form <name>       only one form: ${formNames.join(', ')}
  --since <date>      received on or after: 2025-03-01 (local midnight) or 2025-03-01T14:30
  --until <date>      received before the end of that day, or before that time
  --spam              include spam, marked as such
  --limit <n>         at most n leads
  --format <format>   table (default), csv or json
  --help              this text

Options of partners:
  --from <month>      from that month on: 2025-03
  --to <month>        up to the end of that month
`;

const commands = ['list', 'held', 'release', 'delete', 'purge', 'partners', 'deliveries', 'notify-test', 'backup'] as const;
type Command = (typeof commands)[number];

const formats = ['table', 'csv', 'json'] as const;

/** A mistake in the command line; the message says which. */
class UsageError extends Error {}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant a --since or --until bound names. A bare date is a whole day in the machine's
 * time zone: as `since` it starts at that day's midnight; as `until` it ends at the next
 * midnight, so `--until 2025-03-01` includes all of March 1. A date and time (with or without
 * zone) is taken as written. Throws a UsageError naming the option for anything else.
 */
export function parseDateBound(text: string, bound: 'since' | 'until'): Date {
  const day = dateOnly.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const start = new Date(year, month - 1, date);
    if (start.getFullYear() === year && start.getMonth() === month - 1 && start.getDate() === date) {
      return bound === 'since' ? start : new Date(year, month - 1, date + 1);
    }
  } else if (dateTime.test(text)) {
    const instant = new Date(text.replace(' ', 'T'));
    if (!Number.isNaN(instant.getTime())) return instant;
  }
  throw new UsageError(`--${bound} must be a date such as 2025-03-01 or 2025-03-01T14:30, not "${text}".`);
}

function readFilter(values: Record<string, string | boolean | undefined>): LeadFilter {
  const filter: LeadFilter = { includeSpam: values.spam === true };
  if (typeof values.form === 'string') {
    if (!isFormName(values.form)) throw new UsageError(`--form must be one of ${formNames.join(', ')}, not "${values.form}".`);
    filter.formName = values.form;
  }
  if (typeof values.since === 'string') filter.since = parseDateBound(values.since, 'since');
  if (typeof values.until === 'string') filter.until = parseDateBound(values.until, 'until');
  if (typeof values.limit === 'string') {
    if (!/^[1-9]\d*$/.test(values.limit)) throw new UsageError(`--limit must be a whole number above 0, not "${values.limit}".`);
    filter.limit = Number(values.limit);
  }
  return filter;
}

const monthOnly = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months --from and --to name, for partners, which takes no other option of list. */
function readMonthRange(values: Record<string, string | boolean | undefined>): MonthRange {
  for (const option of ['form', 'since', 'until', 'spam', 'limit']) {
    if (values[option] !== undefined) throw new UsageError(`partners takes --from and --to, not --${option}.`);
  }
  if (values.format !== 'table') throw new UsageError('partners prints a table only.');
  const range: MonthRange = {};
  for (const bound of ['from', 'to'] as const) {
    const month = values[bound];
    if (month === undefined) continue;
    if (typeof month !== 'string' || !monthOnly.test(month))
      throw new UsageError(`--${bound} must be a month such as 2025-03, not "${month}".`);
    range[bound] = month;
  }
  return range;
}

/** The id a release or delete names: a whole number above 0. */
function leadId(command: Command, text: string | undefined): number {
  if (text === undefined || !/^[1-9]\d*$/.test(text))
    throw new UsageError(`${command} takes a lead's id, a whole number, not "${text ?? ''}".`);
  return Number(text);
}

/** Runs release, delete or purge on the database, opened for writing; returns what to print. */
function change(
  command: Exclude<Command, 'list' | 'held'>,
  positionals: string[],
  before: string | undefined,
  env: NodeJS.ProcessEnv,
  spam = false,
): string {
  const id = command === 'purge' ? 0 : leadId(command, positionals[0]);
  if (command === 'purge' && before === undefined && !spam) throw new UsageError('purge takes --before <date>, or --spam.');
  const cutoff = command === 'purge' && before !== undefined ? parseDateBound(before, 'since') : undefined;
  const db = openLeadsDatabase(readLeadsDb(env), { mustExist: true });
  try {
    if (command === 'release') {
      const channels = configuredChannels(readNotifyConfig(env));
      const queued = releaseLead(db, id, channels);
      if (queued === false) throw new UsageError(`There is no held lead ${id}; npm run leads -- held lists them.`);
      const told =
        queued > 0
          ? ` The running server sends it as a new lead (${queued} notification${queued === 1 ? '' : 's'} queued).`
          : ' No channel is configured here: a running server with one sends it if it arrived in the last 7 days.';
      return `Released lead ${id}: it is among the leads now.${told}\n`;
    }
    if (command === 'delete') {
      if (!deleteLead(db, id)) throw new UsageError(`There is no lead ${id}.`);
      return `Deleted lead ${id}.\n`;
    }
    if (spam) {
      const count = purgeSpam(db, cutoff);
      return `Deleted ${count} spam post${count === 1 ? '' : 's'}${cutoff ? ` received before ${cutoff.toISOString()}` : ''}.\n`;
    }
    const count = purgeLeads(db, cutoff as Date);
    return `Deleted ${count} lead${count === 1 ? '' : 's'} received before ${(cutoff as Date).toISOString()}.\n`;
  } finally {
    db.close();
  }
}

/** What `npm run leads -- ...args` prints; throws UsageError for a bad command line. */
export function leadsReport(args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const command = (args[0] && !args[0].startsWith('-') ? args[0] : 'list') as Command;
  if (!commands.includes(command)) throw new UsageError(`Unknown command "${command}"; the commands are ${commands.join(', ')}.`);
  let values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: args[0] === command ? args.slice(1) : args,
      strict: true,
      allowPositionals: command === 'release' || command === 'delete' || command === 'backup',
      options: {
        before: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        form: { type: 'string' },
        since: { type: 'string' },
        until: { type: 'string' },
        spam: { type: 'boolean' },
        limit: { type: 'string' },
        format: { type: 'string', default: 'table' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return usage;
  if (command === 'notify-test') throw new UsageError('notify-test sends messages: run it from the command line.');
  if (command === 'backup') throw new UsageError('backup takes one file to write, such as backups/leads.sqlite.');
  if (command === 'deliveries') {
    const channels = configuredChannels(readNotifyConfig(env));
    return readOnly(env, (db) => deliveriesText(deliveriesReport(db), untoldLeads(db), channels));
  }
  if (command === 'release' || command === 'delete' || command === 'purge')
    return change(command, positionals, values.before, env, values.spam === true);
  if (values.before !== undefined) throw new UsageError('--before goes with purge.');
  if (command === 'partners') {
    const range = readMonthRange(values);
    return readOnly(env, (db) => partnersTable(findLeads(db), range));
  }
  if (values.from !== undefined || values.to !== undefined) throw new UsageError('--from and --to go with partners.');
  const format = values.format as (typeof formats)[number];
  if (!formats.includes(format)) throw new UsageError(`--format must be one of ${formats.join(', ')}, not "${values.format}".`);
  const filter = { ...readFilter(values), held: command === 'held' };

  return readOnly(env, (db) => {
    const leads = findLeads(db, filter);
    if (format === 'csv') return leadsCsv(leads, filter.formName ? [filter.formName] : formNames);
    if (format === 'json') return `${JSON.stringify(leads, null, 2)}\n`;
    return leadsTable(leads, { showSpam: filter.includeSpam || filter.held, showReasons: filter.held });
  });
}

/** `read` on the database opened for reading only. */
function readOnly(env: NodeJS.ProcessEnv, read: (db: ReturnType<typeof openLeadsDatabase>) => string): string {
  const db = openLeadsDatabase(readLeadsDb(env), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** `npm run leads -- notify-test`: one test message through each configured channel, and how each went. */
export async function notifyTest(env: NodeJS.ProcessEnv = process.env): Promise<{ text: string; ok: boolean }> {
  const config = readNotifyConfig(env);
  const results = await sendTestNotifications(config);
  if (results.length === 0)
    return { text: 'No channel to test: set SMTP_URL and NOTIFY_EMAIL_TO, or WEBHOOK_URL and WEBHOOK_SECRET.\n', ok: false };
  const lines = results.map((result) => (result.ok ? `${result.channel}: sent` : `${result.channel}: failed, ${result.error}`));
  return { text: `${lines.join('\n')}\n`, ok: results.every((result) => result.ok) };
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  return Boolean(script) && import.meta.url === pathToFileURL(realpathSync(script)).href;
}

if (isEntryPoint()) {
  loadEnvFile();
  try {
    const args = process.argv.slice(2);
    if (args[0] === 'notify-test') {
      const { text, ok } = await notifyTest();
      process.stdout.write(text);
      if (!ok) process.exitCode = 1;
    } else if (args[0] === 'backup' && args.length === 2 && !args[1].startsWith('-')) {
      const fallbackDir = process.env.LEADS_FALLBACK_DIR?.trim() || undefined;
      process.stdout.write(backupSummary(await backupLeads(readLeadsDb(), args[1], { fallbackDir })));
    } else {
      process.stdout.write(leadsReport(args));
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      process.exitCode = 2;
    } else if (error instanceof NotifyConfigError) {
      console.error(error.message);
      process.exitCode = 1;
    } else if (error instanceof MissingDatabaseError) {
      console.error(`${error.message} The server creates it on its first start (npm start); LEADS_DB names another file.`);
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}
