// Real receivers on loopback for the notification tests: an SMTP server that keeps each message, and an HTTP server that keeps each webhook.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { simpleParser, type HeaderValue } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, with its headers and its text and HTML parts decoded by mailparser. */
export interface ReceivedEmail {
  /** The envelope's recipients. */
  to: string[];
  /** Header names in lower case, values decoded; a header sent twice keeps both values, joined by a newline. */
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** A header as mailparser decoded it, as text: an address list as written, a structured header as its main value. */
function headerText(value: HeaderValue): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toUTCString();
  if (Array.isArray(value)) return value.map(headerText).join('\n');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('value' in value && typeof value.value === 'string') return value.value;
  // The List-* headers, which mailparser combines into one.
  return JSON.stringify(value);
}

/** The message `source` carries, parsed by mailparser, with the envelope's recipients `to`. */
async function readEmail(source: Readable, to: string[]): Promise<ReceivedEmail> {
  const mail = await simpleParser(source);
  const headers = Object.fromEntries([...mail.headers].map(([name, value]) => [name, headerText(value)]));
  return { to, headers, text: mail.text ?? '', html: mail.html || '' };
}

export interface SmtpReceiver {
  /** An SMTP_URL that reaches this server with its credentials. */
  url: string;
  emails: ReceivedEmail[];
  /** While true, every connection is answered 421 and closed, as by a mail server that is down; false unless changed. */
  down: boolean;
  stop(): Promise<void>;
}

/** A real SMTP server on a free port of 127.0.0.1 that accepts only user `user` with password `password`, and only once logged in. */
export async function startSmtpReceiver({ user = 'owner', password = 'p@ss word!' } = {}): Promise<SmtpReceiver> {
  const emails: ReceivedEmail[] = [];
  const receiver = { emails, down: false } as SmtpReceiver;
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    closeTimeout: 100,
    onConnect(_session, callback) {
      if (!receiver.down) return callback();
      callback(Object.assign(new Error('Service not available, closing transmission channel'), { responseCode: 421 }));
    },
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      // A careless server that repeats the password it was given, so the tests can see that it goes no further.
      callback(new Error(`Invalid username or password (${auth.password})`));
    },
    onData(stream, session, callback) {
      readEmail(
        stream,
        session.envelope.rcptTo.map((rcpt) => rcpt.address),
      ).then((email) => {
        emails.push(email);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  receiver.url = `smtp://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  receiver.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
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
  /** Headers the next answers carry (Retry-After, say); none unless changed. */
  headers: Record<string, string>;
  stop(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 that records every request to /hooks/catch/secret-path and answers `status`. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const receiver = { requests, status: 204, headers: {} } as WebhookReceiver;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(receiver.status, receiver.headers).end();
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
