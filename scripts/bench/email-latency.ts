// The time from a post's answer to its e-mail's arrival, over leads sent a few at a time to a server of their own, so
// that no backlog left by a throughput run delays them.
import { contactBody } from './contact-body';
import { wallClock } from './start-receivers';

/** How the leads went: the posts that failed, and for each lead that was e-mailed, received − answered in ms, sorted. */
export interface EmailLatency {
  sent: number;
  failed: number;
  latenciesMs: number[];
  /** From the first post to the last answer, and to the last e-mail, in ms: the pace of each side. */
  postingMs: number;
  receivingMs: number;
}

/** What to send, and where to look for the e-mails. */
export interface EmailLatencyOptions {
  origin: string;
  /** When each subject finished arriving, by wallClock(); filled in by the receivers as e-mails come. */
  arrivals: Map<string, number>;
  leads: number;
  inFlight: number;
  /** How long to wait, after the last answer, for the e-mails still to come. */
  waitMs: number;
}

/** The visitor's name in a lead e-mail's subject, "New message: <name>, <subject>". */
const nameInSubject = (subject: string) => /^New message: ([^,]*)/.exec(subject)?.[1];

/** Posts `leads` contact messages, each from a new name, `inFlight` at a time; then waits for their e-mails. */
export async function emailLatency({ origin, arrivals, leads, inFlight, waitMs }: EmailLatencyOptions): Promise<EmailLatency> {
  const answered = new Map<string, number>();
  let failed = 0;
  let next = 0;
  const start = wallClock();
  const poster = async () => {
    while (next < leads) {
      const name = `Latency Lead ${++next}`;
      try {
        const response = await fetch(`${origin}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: contactBody(name),
          redirect: 'manual',
        });
        await response.arrayBuffer();
        if (response.ok) answered.set(name, wallClock());
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, poster));

  const received = new Map<string, number>();
  const deadline = Date.now() + waitMs;
  for (;;) {
    for (const [subject, at] of arrivals) {
      const name = nameInSubject(subject);
      if (name !== undefined && answered.has(name)) received.set(name, at);
    }
    if (received.size === answered.size || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const latenciesMs = [...received].map(([name, at]) => at - answered.get(name)!).sort((a, b) => a - b);
  const postingMs = Math.max(start, ...answered.values()) - start;
  return { sent: leads, failed, latenciesMs, postingMs, receivingMs: Math.max(start, ...received.values()) - start };
}
