// Starts the owner's side (receivers-process.ts) in a child process, and gives the server's notification settings for it.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** What the receivers' process tells its parent over IPC. */
export type ReceiverMessage = { ready: { smtpPort: number; webhookPort: number } } | { email: { subject: string; at: number } };

/** The SMTP login the receiver accepts and the server is given. */
export const smtpLogin = { user: 'user', password: 'pass' };

/** Milliseconds since the epoch with sub-millisecond precision, comparable across processes on one machine. */
export const wallClock = () => performance.timeOrigin + performance.now();

/** Running receivers. */
export interface Receivers {
  /** SMTP_URL, NOTIFY_EMAIL_TO, WEBHOOK_URL and WEBHOOK_SECRET that point a server at them. */
  env: Record<string, string>;
  /** When each distinct subject first finished arriving, by wallClock(). */
  arrivals: Map<string, number>;
  stop(): Promise<unknown>;
}

/** Starts an SMTP server and a webhook receiver on 127.0.0.1 in a child process; resolves once both listen. */
export async function startReceivers(): Promise<Receivers> {
  const child = fork(fileURLToPath(new URL('./receivers-process.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  const arrivals = new Map<string, number>();
  const { smtpPort, webhookPort } = await new Promise<{ smtpPort: number; webhookPort: number }>((resolve, reject) => {
    child.on('message', (message: ReceiverMessage) => {
      if ('ready' in message) resolve(message.ready);
      else if (!arrivals.has(message.email.subject)) arrivals.set(message.email.subject, message.email.at);
    });
    child.on('exit', (code) => reject(new Error(`The receivers exited (${code}) before listening.`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    env: {
      SMTP_URL: `smtp://${smtpLogin.user}:${smtpLogin.password}@127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL_TO: 'owner@example.com',
      WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hook`,
      WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    },
    arrivals,
    stop: () => (child.disconnect(), exited),
  };
}
