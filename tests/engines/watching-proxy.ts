// A loopback proxy in front of one origin of the server: it passes every request through and adds the
// watch script (watch-page.ts) at the top of each HTML page, so the page's errors and CSP violations are
// recorded from before its first script in every engine, whether or not its driver can inject scripts. On
// request it also drops the connection of the requests for some files, as a network failure would.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { watchPage } from './watch-page';

const watchPath = '/__engine-watch.js';
/** Where a flow says which requests to drop (see dropRequests). */
const dropPath = '/__engine-drop';

/**
 * Which requests the proxy drops: those whose path matches `path` (a regular expression) and, for 'plain', that
 * carry no query string, as a browser that keeps a failed module under its URL fails every import of it.
 */
export interface DropRule {
  path: string;
  which: 'plain' | 'all';
}
const watchScript = `(${watchPage})();\n`;
const watchTag = `<script src="${watchPath}"></script>`;

export interface WatchingProxy {
  origin: string;
  close(): Promise<void>;
}

/** Makes the proxy in front of `origin` drop the requests `rule` names from now on, or none when `rule` is null. */
export async function dropRequests(origin: string, rule: DropRule | null): Promise<void> {
  const answer = await fetch(`${origin}${dropPath}${rule ? `?rule=${encodeURIComponent(JSON.stringify(rule))}` : ''}`);
  if (answer.status !== 204) throw new Error(`The watching proxy at ${origin} did not take the rule (${answer.status})`);
}

/** Adds the watch script as the first child of <head>. */
function withWatch(html: string): string {
  return html.replace(/<head\b[^>]*>/i, (head) => `${head}${watchTag}`);
}

/** Starts a proxy on a free loopback port that forwards to `target` (an origin such as http://127.0.0.1:4310). */
export async function startWatchingProxy(target: string): Promise<WatchingProxy> {
  const targetUrl = new URL(target);
  let drop: { path: RegExp; which: DropRule['which'] } | null = null;
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://proxy');
    if (url.pathname === dropPath) {
      const rule = url.searchParams.get('rule');
      const { path, which } = rule ? (JSON.parse(rule) as DropRule) : { path: '', which: 'all' as const };
      drop = rule ? { path: new RegExp(path), which } : null;
      outgoing.writeHead(204).end();
      return;
    }
    if (drop?.path.test(url.pathname) && (drop.which === 'all' || url.search === '')) {
      outgoing.destroy();
      return;
    }
    if (incoming.url === watchPath) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(watchScript);
      return;
    }
    // Uncompressed, so that pages can be rewritten; addressed to the server as if the browser had asked it.
    const headers = { ...incoming.headers, host: targetUrl.host, 'accept-encoding': 'identity' };
    const forward = request(
      { host: targetUrl.hostname, port: targetUrl.port, method: incoming.method, path: incoming.url, headers },
      (answer) =>
        relay(incoming.method === 'GET' && /^text\/html/.test(answer.headers['content-type'] ?? '') ? withWatch : null, answer, outgoing),
    );
    forward.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends `answer` on as it came, or with its body rewritten by `rewrite`. */
function relay(rewrite: ((html: string) => string) | null, answer: IncomingMessage, outgoing: ServerResponse) {
  if (!rewrite) {
    // Never kept in the browser's cache, which would answer a request the flow wants dropped without asking.
    outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'cache-control': 'no-store' });
    answer.pipe(outgoing);
    return;
  }
  const chunks: Buffer[] = [];
  answer.on('data', (chunk: Buffer) => chunks.push(chunk));
  answer.on('end', () => {
    const body = rewrite(Buffer.concat(chunks).toString('utf8'));
    // No validators: a revalidated copy would skip the rewrite.
    const { etag: _etag, 'last-modified': _lastModified, ...headers } = answer.headers;
    outgoing.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(Buffer.byteLength(body)) }).end(body);
  });
}
