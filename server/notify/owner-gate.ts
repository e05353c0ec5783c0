// The one flood gate every message to the owner passes that does not go through the outbox: notices about the
// server (a lead that could not be stored, a disk running short, a channel failing, a delivery given up) and the
// leads the fallback journal took. With the outbox's own gate (flood-gate.ts) it counts one hour per channel.
import type { OwnerNotice, OwnerNotices } from './channel-health';
import type { NotifyChannels } from './notify-channels';
import type { Channel } from './notify-config';
import type { NotifiedLead } from './outbox';

/** What waits for the next digest of one channel: its first messages, and how many there are in all. */
interface HeldBack {
  listed: Array<{ subject: string; text: string }>;
  /** Characters of the listed messages. */
  chars: number;
  count: number;
}

/** The gate, as the server's parts use it. */
export interface OwnerGate {
  /** The notices of each channel, gated: for channelHealth, and for tellOwner. */
  readonly notices: OwnerNotices;
  /** Sends a lead the fallback journal took on `channel`, or holds it back for the digest past the limit. */
  sendLead(channel: Channel, lead: NotifiedLead, onError: (error: Error) => void): void;
  /** Messages `channel` sent outside the outbox in the past hour: counted by the outbox's gate too. */
  sentLastHour(channel: Channel): number;
  /** Sends what is held back now, as one digest a channel, and stops the timer. */
  stop(): Promise<void>;
}

interface OwnerGateOptions {
  notices: OwnerNotices;
  senders: NotifyChannels;
  /** NOTIFY_MAX_PER_HOUR. */
  maxPerHour: number;
  digestEveryMs: number;
  /** Deliveries each channel sent through the outbox in the past hour. */
  outboxSent: (channel: Channel) => number;
  /** How a lead reads in a digest: its e-mail's text. */
  leadText: (lead: NotifiedLead) => string;
  log: (line: string) => void;
  now?: () => number;
}

const hourMs = 3_600_000;
/** The most messages one notice digest lists, and the most characters of its text: the rest are counted. */
const digestItems = 50;
const digestChars = 100_000;

/**
 * The gate. A channel that sent `maxPerHour` messages in the past hour (through the outbox or here)
 * holds the next ones back, and sends them every `digestEveryMs` as one notice that lists them, up to
 * 50 messages and 100,000 characters, with a count of the rest. Only those are kept, and one line is
 * logged per digest interval, so a flood costs neither memory nor log. A failed digest is logged, not
 * retried: every lead in it is in the database, the fallback journal, or the log's line about it.
 */
export function ownerGate({
  notices,
  senders,
  maxPerHour,
  digestEveryMs,
  outboxSent,
  leadText,
  log,
  now = Date.now,
}: OwnerGateOptions): OwnerGate {
  const sent = new Map<Channel, number[]>();
  const held = new Map<Channel, HeldBack>();
  /** The last count of each channel's outbox that could be read, used while the database cannot answer. */
  const lastOutboxSent = new Map<Channel, number>();
  let outboxFault: string | undefined;
  let timer: NodeJS.Timeout | undefined;

  const sentHere = (channel: Channel) => {
    const recent = (sent.get(channel) ?? []).filter((at) => at > now() - hourMs);
    sent.set(channel, recent);
    return recent.length;
  };
  const record = (channel: Channel) => sent.set(channel, [...(sent.get(channel) ?? []), now()]);
  /** The outbox's count of `channel`, or the last one read while the database cannot be read (logged once). */
  const outboxCount = (channel: Channel) => {
    try {
      const count = outboxSent(channel);
      lastOutboxSent.set(channel, count);
      outboxFault = undefined;
      return count;
    } catch (error) {
      const fault = (error as Error).message;
      if (fault !== outboxFault) log(`The outbox's sent messages could not be counted (${fault}); the gate counts as it last could.`);
      outboxFault = fault;
      return lastOutboxSent.get(channel) ?? 0;
    }
  };
  const open = (channel: Channel) => !held.has(channel) && sentHere(channel) + outboxCount(channel) < maxPerHour;

  /** Holds a message back for the digest: its text (`text()`, built only then) while the digest has room, else a count. */
  function holdBack(channel: Channel, subject: string, text: () => string): void {
    let waiting = held.get(channel);
    if (!waiting) {
      waiting = { listed: [], chars: 0, count: 0 };
      held.set(channel, waiting);
      log(`Messages to the owner by ${channel} are held back for the next digest (over NOTIFY_MAX_PER_HOUR), the first: ${subject}`);
    }
    waiting.count++;
    if (waiting.listed.length < digestItems && waiting.chars < digestChars) {
      const body = text();
      waiting.listed.push({ subject, text: body });
      waiting.chars += subject.length + body.length;
    }
    timer ??= setTimeout(() => void flush(), digestEveryMs).unref();
  }

  async function flush(): Promise<void> {
    timer = undefined;
    await Promise.all(
      [...held].map(async ([channel, { listed, count }]) => {
        held.delete(channel);
        let text = listed.map(({ subject, text: body }) => `${subject}\n\n${body}`).join('\n\n----\n\n');
        if (text.length > digestChars) text = `${text.slice(0, digestChars)}\n…`;
        const more = count - listed.length;
        if (more > 0) text += `\n\nAnd ${more} more message(s), not listed: see npm run leads, and the server's log for leads not stored.`;
        record(channel);
        try {
          await notices[channel]!(`${count} message(s) held back over NOTIFY_MAX_PER_HOUR`, text);
        } catch (error) {
          log(`Could not send the owner the digest of ${count} held-back message(s) by ${channel}: ${(error as Error).message}`);
        }
      }),
    );
  }

  const gated: OwnerNotices = {};
  for (const [channel, notice] of Object.entries(notices) as Array<[Channel, OwnerNotice]>) {
    gated[channel] = async (subject, text) => {
      if (!open(channel)) return holdBack(channel, subject, () => text);
      record(channel);
      await notice(subject, text);
    };
  }

  return {
    notices: gated,
    sendLead(channel, lead, onError) {
      if (!open(channel))
        return holdBack(channel, `a lead in the fallback journal (${lead.fields.name ?? 'no name'})`, () => leadText(lead));
      record(channel);
      // A send that throws before its promise is made is a failed send too, never the caller's error.
      Promise.resolve()
        .then(() => senders[channel]?.(lead))
        .catch(onError);
    },
    sentLastHour: sentHere,
    async stop() {
      clearTimeout(timer);
      await flush();
    },
  };
}
