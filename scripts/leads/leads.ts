// `npm run leads`: lists the stored leads as a table, CSV or JSON, lists and releases the held ones, deletes on
// request, counts the leads per partner and month, and shows and tests how the owner is told of each lead.
import '../../server/http/supported-node';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Command, CommanderError, Option } from 'commander';
import { formNames, isFormName, type FormName } from '../../common/contract/form-fields';
import { readLeadsDb } from '../../server/http/config';
import { loadEnvFile } from '../../server/http/env-file';
import { backupLeads, backupSummary } from '../../server/leads/backup-leads';
import { MissingDatabaseError, openLeadsDatabase } from '../../server/leads/leads-database';
import { deleteLead, findLeads, purgeLeads, purgeSpam, releaseLead } from '../../server/leads/stored-leads';
import { deliveriesReport, deliveriesText, untoldLeads } from '../../server/notify/deliveries-report';
import { sendTestNotifications } from '../../server/notify/send-test-notifications';
import { configuredChannels, NotifyConfigError, readNotifyConfig } from '../../server/notify/notify-config';
import { leadsCsv } from './leads-csv';
import { leadsTable } from './leads-table';
import { partnersTable, reportTimeZone } from './partners-table';

const formats = ['table', 'csv', 'json'] as const;

/** A mistake in the command line; the message says which, and `help` is the help of the command it was made in. */
class UsageError extends Error {
  help = '';
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant a --since or --until bound names (or `option`, which takes the same dates). A bare date is a whole
 * day in the machine's time zone: as `since` it starts at that day's midnight; as `until` it ends at the next
 * midnight, so `--until 2025-03-01` includes all of March 1. A date and time (with or without zone) is taken as
 * written. Throws a UsageError naming the option for anything else.
 */
export function parseDateBound(text: string, bound: 'since' | 'until', option: string = bound): Date {
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
  throw new UsageError(`--${option} must be a date such as 2025-03-01 or 2025-03-01T14:30, not "${text}".`);
}

/** "a, b and c", or with `or` "a, b or c". */
function listed(items: readonly string[], word: 'and' | 'or' = 'and'): string {
  const type = word === 'and' ? 'conjunction' : 'disjunction';
  return new Intl.ListFormat('en', { type }).format(items).replace(`, ${word} `, ` ${word} `);
}

/** A parser for an option's value that throws "--name must be …, not "value"." unless `valid`. */
function checked<T extends string>(name: string, must: string, valid: (text: string) => boolean): (text: string) => T {
  return (text) => {
    if (!valid(text)) throw new UsageError(`--${name} must be ${must}, not "${text}".`);
    return text as T;
  };
}

const wholeNumber = /^[1-9]\d*$/;
const monthOnly = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = (name: string) => checked(name, 'a month such as 2025-03', (text) => monthOnly.test(text));

/** A parser for the id release or delete takes: a whole number above 0. */
function leadIdOf(command: string): (text: string) => number {
  return (text) => {
    if (!wholeNumber.test(text)) throw new UsageError(`${command} takes a lead's id, a whole number, not "${text}".`);
    return Number(text);
  };
}

/** The options of list and held, as commander parses them. */
interface FilterOptions {
  form?: FormName;
  since?: Date;
  until?: Date;
  spam?: true;
  limit?: string;
  format: (typeof formats)[number];
}

/** `command` with the options that choose and print leads, for list and held. */
function withFilterOptions(command: Command): Command {
  return command
    .option('--form <name>', `only one form: ${formNames.join(', ')}`, checked('form', `one of ${formNames.join(', ')}`, isFormName))
    .option('--since <date>', 'received on or after: 2025-03-01 (local midnight) or 2025-03-01T14:30', (text) =>
      parseDateBound(text, 'since'),
    )
    .option('--until <date>', 'received before the end of that day, or before that time', (text) => parseDateBound(text, 'until'))
    .option('--spam', 'include spam, marked as such')
    .option(
      '--limit <n>',
      'at most n leads',
      checked('limit', 'a whole number above 0', (text) => wholeNumber.test(text)),
    )
    .option(
      '--format <format>',
      listed(formats, 'or'),
      checked('format', `one of ${formats.join(', ')}`, (text) => formats.includes(text as never)),
      'table',
    );
}

/** The leads `options` choose, held ones only with `held`, printed as the options say. */
function listLeads(env: NodeJS.ProcessEnv, options: FilterOptions, held: boolean): string {
  const filter = {
    formName: options.form,
    since: options.since,
    until: options.until,
    includeSpam: options.spam === true,
    limit: options.limit === undefined ? undefined : Number(options.limit),
    held,
  };
  return readOnly(env, (db) => {
    const leads = findLeads(db, filter);
    if (options.format === 'csv') return leadsCsv(leads, filter.formName ? [filter.formName] : formNames);
    if (options.format === 'json') return `${JSON.stringify(leads, null, 2)}\n`;
    return leadsTable(leads, { showSpam: filter.includeSpam || held, showReasons: held });
  });
}

/** `write` on the database opened for writing, which must exist. */
function readWrite(env: NodeJS.ProcessEnv, write: (db: ReturnType<typeof openLeadsDatabase>) => string): string {
  const db = openLeadsDatabase(readLeadsDb(env), { mustExist: true });
  try {
    return write(db);
  } finally {
    db.close();
  }
}

/** Moves held lead `id` to the leads and queues its notifications; says what happens next. */
function release(env: NodeJS.ProcessEnv, id: number): string {
  const channels = configuredChannels(readNotifyConfig(env));
  return readWrite(env, (db) => {
    const queued = releaseLead(db, id, channels);
    if (queued === false) throw new UsageError(`There is no held lead ${id}; npm run leads -- held lists them.`);
    const told =
      queued > 0
        ? ` The running server sends it as a new lead (${queued} notification${queued === 1 ? '' : 's'} queued).`
        : ' No channel is configured here: a running server with one sends it if it arrived in the last 7 days.';
    return `Released lead ${id}: it is among the leads now.${told}\n`;
  });
}

/** Deletes what purge's options name: the leads, or with `spam` the spam, received before `before`. */
function purge(env: NodeJS.ProcessEnv, { before, spam }: { before?: Date; spam?: true }): string {
  if (before === undefined && !spam) throw new UsageError('purge takes --before <date>, or --spam.');
  return readWrite(env, (db) => {
    if (spam) {
      const count = purgeSpam(db, before);
      return `Deleted ${count} spam post${count === 1 ? '' : 's'}${before ? ` received before ${before.toISOString()}` : ''}.\n`;
    }
    const count = purgeLeads(db, before as Date);
    return `Deleted ${count} lead${count === 1 ? '' : 's'} received before ${(before as Date).toISOString()}.\n`;
  });
}

/** The long names of the options `command` shows in its help. */
const shownOptions = (command: Command) => command.options.filter((option) => !option.hidden).map((option) => option.long ?? option.flags);

/**
 * The UsageError for commander's `error` in `command`: an option another command takes names that command, a
 * missing argument says what it should be; any other mistake keeps commander's words.
 */
function usageError(error: CommanderError, command: Command): UsageError {
  const unknown = error.code === 'commander.unknownOption' ? /'(--?[^']+)'/.exec(error.message)?.[1] : undefined;
  const owners = (command.parent?.commands ?? []).filter((other) => shownOptions(other).includes(unknown ?? ''));
  if (unknown && owners.length > 0) {
    const own = shownOptions(command);
    const takes = own.length > 0 ? `${command.name()} takes ${listed(own)}, not ${unknown}.` : `${command.name()} takes no options.`;
    return new UsageError(`${takes} ${unknown} goes with ${listed(owners.map((owner) => owner.name()))}.`);
  }
  const [argument] = command.registeredArguments;
  if (error.code === 'commander.missingArgument' && argument) {
    return new UsageError(`${command.name()} takes ${argument.description}.`);
  }
  const message = error.message.replace(/^error: /, '');
  return new UsageError(message.charAt(0).toUpperCase() + message.slice(1));
}

/** What a command line runs to: the text to print, or notify-test's sending, which only the command line starts. */
type Outcome = string | (() => Promise<{ text: string; ok: boolean }>);

/**
 * `npm run leads` as a commander program over `env`, whose command's action hands its outcome to `done`; help is
 * written to `help`. Each command is one chain: its name, what it does, its arguments and options, its action.
 */
function leadsProgram(env: NodeJS.ProcessEnv, done: (outcome: Outcome) => void, help: (text: string) => void): Command {
  const program = new Command('npm run leads --')
    .usage('[command] [options]')
    .description('Reads the leads in LEADS_DB (default data/leads.sqlite). list is the default command.')
    .configureOutput({ writeOut: help, writeErr: () => {}, outputError: () => {} })
    .showHelpAfterError(false);
  withFilterOptions(program.command('list', { isDefault: true }))
    .description('the leads, newest first; held ones are not listed')
    .action((options: FilterOptions) => done(listLeads(env, options, false)));
  withFilterOptions(program.command('held'))
    .description('the held (quarantined) leads, spam among them, each with why it is held')
    .action((options: FilterOptions) => done(listLeads(env, options, true)));
  program
    .command('release')
    .description('moves a held lead to the leads, and notifies the owner of it')
    .argument('<id>', "a lead's id, a whole number", leadIdOf('release'))
    .action((leadId: number) => done(release(env, leadId)));
  program
    .command('delete')
    .description('deletes one lead for good, as a visitor may ask (BC PIPA)')
    .argument('<id>', "a lead's id, a whole number", leadIdOf('delete'))
    .action((leadId: number) =>
      done(
        readWrite(env, (db) => {
          if (!deleteLead(db, leadId)) throw new UsageError(`There is no lead ${leadId}.`);
          return `Deleted lead ${leadId}.\n`;
        }),
      ),
    );
  program
    .command('purge')
    .description(
      'deletes every lead received before a date, or the spam (a filled bot-field): all of it, or with --before that before the date',
    )
    .option('--before <date>', 'received before that date: 2025-03-01 (local midnight) or 2025-03-01T14:30', (text) =>
      parseDateBound(text, 'since', 'before'),
    )
    .option('--spam', 'the spam instead of the leads')
    .action((options: { before?: Date; spam?: true }) => done(purge(env, options)));
  program
    .command('partners')
    .description(
      `per partner and month: the leads of each form, the one-time estimates' low ends and the memberships' monthly prices added up; leads from the site itself as "(own site)", months in ${reportTimeZone} time, held and spam leads not counted`,
    )
    .option('--from <month>', 'from that month on: 2025-03', month('from'))
    .option('--to <month>', 'up to the end of that month', month('to'))
    .addOption(
      new Option('--format <format>').hideHelp().argParser((text) => {
        if (text !== 'table') throw new UsageError('partners prints a table only.');
        return text;
      }),
    )
    .action((range: { from?: string; to?: string }) =>
      done(readOnly(env, (db) => partnersTable(findLeads(db), { from: range.from, to: range.to }))),
    );
  program
    .command('deliveries')
    .description('the notifications still pending, and those given up')
    .action(() => {
      const channels = configuredChannels(readNotifyConfig(env));
      done(readOnly(env, (db) => deliveriesText(deliveriesReport(db), untoldLeads(db), channels)));
    });
  program
    .command('notify-test')
    .description('sends a test message through each notification channel')
    .action(() => done(() => notifyTest(env)));
  program
    .command('health')
    .description("the running server's full health report (GET /healthz from this machine, on PORT); exits 1 unless ok")
    .action(() => done(() => serverHealth(env)));
  program
    .command('backup')
    .description(
      'a consistent copy of the database (0600) while the server runs, with the leads still in the fallback journal; its folder is created when missing',
    )
    .argument('<file>', 'one file to write, such as backups/leads.sqlite')
    .action((file: string) =>
      done(async () => {
        const fallbackDir = env.LEADS_FALLBACK_DIR?.trim() || undefined;
        return { text: backupSummary(await backupLeads(readLeadsDb(env), file, { fallbackDir })), ok: true };
      }),
    );
  for (const command of [program, ...program.commands]) {
    command.exitOverride((error) => {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help') throw error;
      const usage = usageError(error, command);
      usage.help = command.helpInformation();
      throw usage;
    });
  }
  return program;
}

/** What `npm run leads -- ...args` comes to: text to print, or notify-test's sending; throws UsageError for a bad command line. */
export function runLeads(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Outcome {
  let outcome: Outcome = '';
  let help = '';
  let current: Command | undefined;
  const program = leadsProgram(
    env,
    (result) => (outcome = result),
    (text) => (help += text),
  );
  program.hook('preSubcommand', (_, subcommand) => {
    current = subcommand;
  });
  const names = program.commands.map((command) => command.name());
  const [first] = args;
  if (first !== undefined && !first.startsWith('-') && !names.includes(first) && first !== 'help') {
    const error = new UsageError(`Unknown command "${first}"; the commands are ${names.join(', ')}.`);
    error.help = program.helpInformation();
    throw error;
  }
  try {
    program.parse(args, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return help;
    if (error instanceof UsageError && !error.help) error.help = (current ?? program).helpInformation();
    throw error;
  }
  return outcome;
}

/** What `npm run leads -- ...args` prints, for every command but notify-test; throws UsageError for a bad command line. */
export function leadsReport(args: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  const outcome = runLeads(args, env);
  if (typeof outcome !== 'string') throw new UsageError('notify-test sends messages: run it from the command line.');
  return outcome;
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

/** `npm run leads -- health`: the report /healthz gives a caller on this machine, from the server listening on PORT. */
export async function serverHealth(env: NodeJS.ProcessEnv = process.env): Promise<{ text: string; ok: boolean }> {
  const url = `http://127.0.0.1:${env.PORT?.trim() || '4173'}/healthz`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const report = (await response.json()) as { ok?: boolean };
    return { text: `${JSON.stringify(report, null, 2)}\n`, ok: response.ok && report.ok === true };
  } catch (error) {
    return { text: `No answer from ${url}: ${(error as Error).message}. Is the server running?\n`, ok: false };
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  return Boolean(script) && import.meta.url === pathToFileURL(realpathSync(script)).href;
}

if (isEntryPoint()) {
  loadEnvFile();
  try {
    const outcome = runLeads(process.argv.slice(2));
    if (typeof outcome === 'string') {
      process.stdout.write(outcome);
    } else {
      const { text, ok } = await outcome();
      process.stdout.write(text);
      if (!ok) process.exitCode = 1;
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${error.help}`);
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
