// `npm run bench:server [-- --base REF] [--rounds 3] [--duration 5] [--connections 50]`: what one server holds, this
// build's and the base's in turn: pages answered per second (GET /), and leads stored per second under POST / without
// and with notifications (e-mail and webhook to real receivers on loopback). Autocannon runs in this process, each
// server in its own. Budget: leads stored per second at least 0.9x the base's, both ways.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readDistDir } from '../../serving/dist-dir';
import { encodeSubmission } from '../../common/contract/encode-submission';
import { contactForm } from '../../common/contract/form-fields';
import type { ServerProcess } from '../../tests/server/spawn-server';
import { startSmtpReceiver, startWebhookReceiver } from '../../tests/server/notify/test-receivers';
import { textTable } from '../text-table';
import { baseBuild, inTurn, judge, loadLine, medianAndWorst, ratioText, readOptions, serveBuild } from './side-by-side';

/** The part of autocannon's result read here (autocannon ships no types). */
interface AutocannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const options = { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '50' } } as const;
const { values: given, rounds: roundCount, base: baseRef } = readOptions(3, options);
const [duration, connections] = [Number(given.duration), Number(given.connections)];

const message = 'How soon could you clean the windows of a two-storey house in Kelowna?';
const values = { name: 'Bench Mark', email: 'bench@example.com', phone: '250-555-0100', subject: 'window-cleaning', message };
/** A contact post as the site's form sends it. */
const body = encodeSubmission({ form: contactForm, values }).toString();

/** What one build's server holds, each figure per second: pages, leads stored, leads stored and notified. */
type Round = Record<'pages' | 'stored' | 'notified', number>;

/** Leads in `leadsDb` now. */
const leadsIn = (leadsDb: string) => {
  const db = new Database(leadsDb, { readonly: true, fileMustExist: true });
  const { leads } = db.prepare('SELECT count(*) AS leads FROM leads').get() as { leads: number };
  db.close();
  return leads;
};

/** Posts for the run's duration to `server`: leads stored per second, and any answer that failed. */
async function postRun(server: ServerProcess & { leadsDb: string }): Promise<{ perSecond: number; failed: number }> {
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const result = await autocannon({ url: `${server.siteOrigin}/`, method: 'POST', headers, body, connections, duration });
  return { perSecond: leadsIn(server.leadsDb) / duration, failed: result.non2xx + result.errors };
}

/** One round for the build in `distDir` (run from `cwd`): GET / and posts on a fresh server, then posts on one that notifies. */
async function measure(distDir: string, cwd: string | undefined, receivers: Record<string, string>): Promise<Round & { failed: number }> {
  const plain = await serveBuild(distDir, { cwd });
  const gets = { url: `${plain.siteOrigin}/`, headers: { 'accept-encoding': 'br, gzip' }, connections, duration };
  const [page, stored] = await autocannon(gets)
    .then(async (answered) => [answered, await postRun(plain)] as const)
    .finally(() => plain.stop());
  const notifying = await serveBuild(distDir, { cwd }, receivers);
  const notified = await postRun(notifying).finally(() => notifying.stop());
  return {
    pages: page.requests.average,
    stored: stored.perSecond,
    notified: notified.perSecond,
    failed: page.non2xx + stored.failed + notified.failed,
  };
}

const loadAtStart = loadLine();
const base = await baseBuild(baseRef);
const [smtp, webhook] = await Promise.all([startSmtpReceiver(), startWebhookReceiver()]);
const receivers = {
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL_TO: 'owner@example.com',
  WEBHOOK_URL: webhook.url,
  WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
};
const builds = [
  { name: `base ${base.commit.slice(0, 7)}`, distDir: base.distDir, cwd: base.checkoutDir },
  { name: 'this build', distDir: readDistDir(), cwd: undefined },
];
const rounds: Record<string, Round[]> = Object.fromEntries(builds.map(({ name }) => [name, []]));
let failed = 0;
try {
  for (let round = 0; round < roundCount; round += 1)
    for (const build of inTurn(builds, round)) {
      const figures = await measure(build.distDir, build.cwd, receivers);
      rounds[build.name].push(figures);
      failed += figures.failed;
    }
} finally {
  await Promise.all([smtp.stop(), webhook.stop()]);
}
const kinds = [
  ['pages', 'GET / (brotli), answered/s'],
  ['stored', 'POST /, leads stored/s'],
  ['notified', 'POST / with e-mail + webhook, stored/s'],
] as const;
const median = (name: string, kind: keyof Round) => medianAndWorst(rounds[name].map((figures) => figures[kind])).median;
const [baseName, thisName] = builds.map(({ name }) => name);
console.log(
  `Autocannon on loopback, ${connections} connections, ${duration} s a run, ${roundCount} round${roundCount === 1 ? '' : 's'} in turn; ` +
    `a fresh server and database for each build and round; stored = rows in the database after the run / its duration. ` +
    `Notifications keep NOTIFY_MAX_PER_HOUR as configured, so past it leads go out as digests. Medians:\n`,
);
console.log(
  textTable(
    [
      ['', baseName, thisName, 'x base'],
      ...kinds.map(([kind, label]) => [
        label,
        median(baseName, kind).toFixed(0),
        median(thisName, kind).toFixed(0),
        ratioText(median(thisName, kind), median(baseName, kind)),
      ]),
    ],
    'figures',
  ).join('\n'),
);
if (failed > 0) console.log(`\n${failed} requests failed (non-2xx or errors).`);
judge(
  (['stored', 'notified'] as const).map((kind) => ({
    what: `${kinds.find(([name]) => name === kind)![1]}, to the base`,
    ratio: median(thisName, kind) / median(baseName, kind),
    limit: 0.9,
    atLeast: true,
  })),
  loadAtStart,
);
