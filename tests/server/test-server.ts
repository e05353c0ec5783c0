// Starts the real server on an ephemeral loopback port, with a small build and a fresh database of its own.
import Database from 'better-sqlite3';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readConfig } from '../../server/http/config';
import { precompressDir } from '../../serving/precompress-dir';
import { buildSiteApp } from '../../server/http/site-app';
import { startServer, type RunningServer, type StartOptions } from '../../server/http/start-server';

/** Big enough to be worth compressing. */
const filler = (label: string) => `${label} `.repeat(400);

/** A dist/ as the build writes it (prerendered pages, hashed assets, a widget, the two 404 pages), and a folder 404 page it does not write. */
export const fixtureFiles: Record<string, string> = {
  'index.html': `<!doctype html><style>.home{color:teal}</style><title>Home</title><h1>Home page</h1><p>${filler('home')}</p>`,
  'about/index.html': `<!doctype html><style>.about{color:navy}</style><title>About</title><h1>About page</h1><p>${filler('about')}</p>`,
  '404.html':
    '<!doctype html><style>.missing{color:gray}</style><title>Not found</title>' +
    `<h1>Page not found</h1><p>${filler('missing')}</p>` +
    '<script type="application/json" id="page-assets">{"held":["/assets/index-Ef56Gh78.css"],"pages":{}}</script>',
  'services/404.html': `<!doctype html><style>.service{color:olive}</style><title>Service Not Found</title><h1>Service Not Found</h1><p>${filler('no service')}</p>`,
  'gallery/404.html': '<!doctype html><title>Photo Not Found</title><h1>Photo Not Found</h1>',
  'embed/quote-calculator/index.html': `<!doctype html><style>.embed{color:plum}</style><title>Quote calculator</title><h1>Calculator</h1><p>${filler('embed')}</p>`,
  'embed/404.html': '<!doctype html><title>Widget Not Found</title><h1>This form is not here</h1>',
  'assets/index-Ab12Cd34.js': `console.log(${JSON.stringify(filler('script'))});`,
  'assets/index-Ef56Gh78.css': `body { color: black; } /* ${filler('style')} */`,
  'widgets/quote-calculator.js': `(function () { ${JSON.stringify(filler('widget'))}; })();`,
  'widgets/quote-calculator.0123abcdef.js': `(function () { ${JSON.stringify(filler('pinned widget'))}; })();`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '.env': 'SECRET=not-for-visitors',
};

/** Writes the fixture build, with the brotli and gzip twins the build writes, into a new temporary directory and returns it. */
export async function makeFixtureDist(root: string): Promise<string> {
  const dist = join(root, 'dist');
  for (const [file, text] of Object.entries(fixtureFiles)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), text);
  }
  await precompressDir(dist);
  return dist;
}

export interface TestServer extends RunningServer {
  dir: string;
  distDir: string;
  leadsDb: string;
  /** Every line the server logged (refused posts, start-up warnings), oldest first; it writes them before answering. */
  logLines: string[];
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

/** A fixture build and a fresh database in a new temporary folder, and the configuration `env` gives on top of them. */
async function testConfig(env: NodeJS.ProcessEnv) {
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
  const files = {
    dir,
    distDir,
    leadsDb: config.leadsDb,
    rows: () => readAll<Record<string, unknown>>(config.leadsDb, 'SELECT * FROM leads ORDER BY id'),
    deliveries: () => readAll<ReturnType<TestServer['deliveries']>[number]>(config.leadsDb, 'SELECT * FROM deliveries ORDER BY id'),
  };
  return { config, files };
}

/** The real server (site, form endpoint, embed demo) on 127.0.0.1 port 0, configured by `env` as by the environment; its log is kept in `logLines`. */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  { beforeStart, ...options }: Pick<StartOptions, 'deliveryTiming'> & { beforeStart?: (distDir: string) => Promise<void> } = {},
): Promise<TestServer> {
  const { config, files } = await testConfig(env);
  await beforeStart?.(files.distDir);
  const logLines: string[] = [];
  const server = await startServer(config, {
    log: (line) => logLines.push(line),
    ...options,
  });
  return {
    ...server,
    ...files,
    logLines,
    async stop() {
      await server.close();
      await rm(files.dir, { recursive: true, force: true });
    },
  };
}

/** The site's app with its form endpoint and a lead store, answering requests injected into it: no socket, no notifications. */
export interface TestApp extends Pick<TestServer, 'dir' | 'distDir' | 'leadsDb' | 'logLines' | 'rows' | 'deliveries' | 'stop'> {
  /** A request to `path`, as fetch sends it, injected with Fastify's inject(); the answer as fetch gives it. */
  fetch(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array; remoteAddress?: string },
  ): Promise<Response>;
}

/** The site's app (server/http/site-app.ts) configured by `env` as by the environment, for endpoint tests that need no socket. */
export async function startTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const { config, files } = await testConfig(env);
  const logLines: string[] = [];
  const log = (line: string) => logLines.push(line);
  const app = buildSiteApp({ ...config, log });
  // Open, as a listening server is: the store's plugin has made the database before the first request.
  await app.ready();
  return {
    ...files,
    logLines,
    async fetch(path, { method = 'GET', headers = {}, body, remoteAddress } = {}) {
      const payload = body instanceof Uint8Array ? Buffer.from(body) : body;
      const answer = await app.inject({ method: method as 'GET', url: path, headers, payload, remoteAddress });
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers))
        for (const one of [value ?? []].flat()) answerHeaders.append(name, String(one));
      const empty = answer.rawPayload.length === 0 || [204, 304].includes(answer.statusCode);
      return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: answerHeaders });
    },
    async stop() {
      await app.close();
      await rm(files.dir, { recursive: true, force: true });
    },
  };
}

/** POSTs `body` to the form endpoint as a browser's fetch does: to the server at `target`, an origin, or into a TestApp. */
export function postForm(
  target: string | TestApp,
  body: string | URLSearchParams,
  headers: Record<string, string> = {},
): Promise<Response> {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: String(body) };
  return typeof target === 'string' ? fetch(`${target}/`, init) : target.fetch('/', init);
}
