// Starts the real server on an ephemeral loopback port, with a small build and a fresh database of its own.
import Database from 'better-sqlite3';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readConfig } from '../../server/http/config';
import { startServer, type RunningServer, type StartOptions } from '../../server/http/start-server';

/** Big enough to be worth compressing. */
const filler = (label: string) => `${label} `.repeat(400);

/** A dist/ as the build writes it (prerendered pages, hashed assets, a widget, the two 404 pages), and a folder 404 page it does not write. */
export const fixtureFiles: Record<string, string> = {
  'index.html': `<!doctype html><title>Home</title><h1>Home page</h1><p>${filler('home')}</p>`,
  'about/index.html': `<!doctype html><title>About</title><h1>About page</h1><p>${filler('about')}</p>`,
  '404.html':
    '<!doctype html><title>Not found</title><link rel="stylesheet" crossorigin href="/assets/index-Ef56Gh78.css" />' +
    `<link rel="stylesheet" crossorigin href="/assets/cards-Ij90Kl12.css" disabled /><h1>Page not found</h1><p>${filler('missing')}</p>`,
  'services/404.html': `<!doctype html><title>Service Not Found</title><h1>Service Not Found</h1><p>${filler('no service')}</p>`,
  'gallery/404.html': '<!doctype html><title>Photo Not Found</title><h1>Photo Not Found</h1>',
  'assets/index-Ab12Cd34.js': `console.log(${JSON.stringify(filler('script'))});`,
  'assets/index-Ef56Gh78.css': `body { color: black; } /* ${filler('style')} */`,
  'widgets/quote-calculator.js': `(function () { ${JSON.stringify(filler('widget'))}; })();`,
  'widgets/quote-calculator.0123abcdef.js': `(function () { ${JSON.stringify(filler('pinned widget'))}; })();`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '.env': 'SECRET=not-for-visitors',
};

/** Writes the fixture build into a new temporary directory and returns it. */
export async function makeFixtureDist(root: string): Promise<string> {
  const dist = join(root, 'dist');
  for (const [file, text] of Object.entries(fixtureFiles)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), text);
  }
  return dist;
}

export interface TestServer extends RunningServer {
  dir: string;
  distDir: string;
  leadsDb: string;
  /** Every line the server logged (refused posts, start-up warnings), oldest first; it writes them before answering. */
  logLines: string[];
  /** What the start said it was busy with. */
  progressLines: string[];
  /** All stored rows, oldest first. */
  rows(): Array<Record<string, unknown>>;
  /** The outbox: one row per lead and channel to tell, oldest first. */
  deliveries(): Array<{ lead_id: number; channel: string; kind: string; status: string; attempts: number }>;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
}

/** The production delivery schedule shrunk a hundredfold and more, so a test sees several retries in a second. */
export const fastDelivery = { retryBaseMs: 50, retryCapMs: 200, pollMs: 100 };

/** Every row `sql` selects from the database at `path`, read as `npm run leads` reads it, beside the server. */
function readAll<Row>(path: string, sql: string): Row[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(sql).all() as Row[];
  } finally {
    db.close();
  }
}

/** The real server (site, form endpoint, embed demo) on 127.0.0.1 port 0, configured by `env` as by the environment; its log is kept in `logLines`. */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  options: Pick<StartOptions, 'deliveryTiming'> = {},
): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'server-test-'));
  const distDir = await makeFixtureDist(dir);
  const config = readConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DIST_DIR: distDir,
    LEADS_DB: join(dir, 'leads.sqlite'),
    RATE_LIMIT_MAX: '100000',
    LEADS_PER_CLIENT_PER_DAY: '1000000',
    ...env,
  });
  const logLines: string[] = [];
  const progressLines: string[] = [];
  const server = await startServer(config, {
    log: (line) => logLines.push(line),
    progress: (line) => progressLines.push(line),
    ...options,
  });
  return {
    ...server,
    dir,
    distDir,
    leadsDb: config.leadsDb,
    logLines,
    progressLines,
    rows: () => readAll(config.leadsDb, 'SELECT * FROM leads ORDER BY id'),
    deliveries: () => readAll(config.leadsDb, 'SELECT * FROM deliveries ORDER BY id'),
    async stop() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** POSTs `body` to the form endpoint as a browser's fetch does. */
export function postForm(origin: string, body: string | URLSearchParams, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: String(body),
  });
}
