// Real receivers on loopback for the notification tests: an SMTP server that keeps each message, and an HTTP server that keeps each webhook.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, with its headers and its text and HTML parts decoded. */
export interface ReceivedEmail {
  /** The envelope's recipients. */
  to: string[];
  /** Header names in lower case; a header sent twice keeps both values, joined by a newline. */
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** Quoted-printable (RFC 2045 6.7) or base64, back to text. */
function decodePart(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(text[index]));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Splits a raw part into its unfolded headers and its body. */
function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, end)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}\n${value}`;
  }
  return { headers, body: raw.slice(end + 4) };
}

/** The message in `raw`, with the text/plain and text/html parts of its (possibly multipart) body. */
export function readEmail(raw: string, to: string[]): ReceivedEmail {
  const { headers, body } = splitPart(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitPart(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  const part = (type: string) => {
    const found = parts.find((candidate) => candidate.headers['content-type']?.startsWith(type));
    return found ? decodePart(found.body.replace(/\r\n$/, ''), found.headers['content-transfer-encoding']) : '';
  };
  return { to, headers, text: part('text/plain'), html: part('text/html') };
}

/** A free loopback port, for a server that is started later (or never). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface SmtpReceiver {
  /** An SMTP_URL that reaches this server with its credentials. */
  url: string;
  emails: ReceivedEmail[];
  stop(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (port 0 for any) that accepts only user `user` with password `password`, and only once logged in. */
export async function startSmtpReceiver({ port = 0, user = 'owner', password = 'p@ss word!' } = {}): Promise<SmtpReceiver> {
  const emails: ReceivedEmail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      // A careless server that repeats the password it was given, so the tests can see that it goes no further.
      callback(new Error(`Invalid username or password (${auth.password})`));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        emails.push(
          readEmail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.server.address() as { port: number };
  return {
    url: `smtp://${user}:${encodeURIComponent(password)}@127.0.0.1:${bound}`,
    emails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One request the webhook receiver took. */
export interface ReceivedWebhook {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  requests: ReceivedWebhook[];
  /** The status the next requests are answered with; 204 unless changed. */
  status: number;
  stop(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 that records every request to /hooks/catch/secret-path and answers `status`. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const receiver = { requests, status: 204 } as WebhookReceiver;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  receiver.url = `http://127.0.0.1:${port}/hooks/catch/secret-path`;
  receiver.stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return receiver;
}

/** Resolves once `check` returns true, polling every 10 ms; rejects after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Still waiting after ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
