// The one flood gate every message to the owner passes that does not go through the outbox: notices about the
// server (a lead that could not be stored, a disk running short, a channel failing, a delivery given up) and the
// leads the fallback journal took. With the outbox's own gate (flood-gate.ts) it counts one hour per channel.
import type { OwnerNotice, OwnerNotices } from './channel-health';
import type { NotifyChannels } from './notify-channels';
import type { Channel } from './notify-config';
import type { NotifiedLead } from './outbox';

/** What waits for the next digest of one channel. */
interface HeldBack {
  subject: string;
  text: string;
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
 * 50 messages and 100,000 characters, with a count of the rest. A failed digest is logged, not retried:
 * what it listed is in the log, and every lead in it is in the database or `npm run leads`.
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
  const held = new Map<Channel, HeldBack[]>();
  let timer: NodeJS.Timeout | undefined;

  const sentHere = (channel: Channel) => {
    const recent = (sent.get(channel) ?? []).filter((at) => at > now() - hourMs);
    sent.set(channel, recent);
    return recent.length;
  };
  const record = (channel: Channel) => sent.set(channel, [...(sent.get(channel) ?? []), now()]);
  const open = (channel: Channel) => !held.get(channel)?.length && sentHere(channel) + outboxSent(channel) < maxPerHour;

  function holdBack(channel: Channel, subject: string, text: string): void {
    held.set(channel, [...(held.get(channel) ?? []), { subject, text }]);
    log(`A message to the owner by ${channel} held back for the next digest (over NOTIFY_MAX_PER_HOUR): ${subject}`);
    timer ??= setTimeout(() => void flush(), digestEveryMs).unref();
  }

  async function flush(): Promise<void> {
    timer = undefined;
    await Promise.all(
      [...held].map(async ([channel, messages]) => {
        held.delete(channel);
        if (messages.length === 0) return;
        const listed = messages.slice(0, digestItems);
        let text = listed.map(({ subject, text: body }) => `${subject}\n\n${body}`).join('\n\n----\n\n');
        if (text.length > digestChars) text = `${text.slice(0, digestChars)}\n…`;
        const more = messages.length - listed.length;
        if (more > 0) text += `\n\nAnd ${more} more message(s); the server's log lists each.`;
        record(channel);
        try {
          await notices[channel]!(`${messages.length} message(s) held back over NOTIFY_MAX_PER_HOUR`, text);
        } catch (error) {
          log(`Could not send the owner the digest of ${messages.length} held-back message(s) by ${channel}: ${(error as Error).message}`);
        }
      }),
    );
  }

  const gated: OwnerNotices = {};
  for (const [channel, notice] of Object.entries(notices) as Array<[Channel, OwnerNotice]>) {
    gated[channel] = async (subject, text) => {
      if (!open(channel)) return holdBack(channel, subject, text);
      record(channel);
      await notice(subject, text);
    };
  }

  return {
    notices: gated,
    sendLead(channel, lead, onError) {
      if (!open(channel)) return holdBack(channel, `a lead in the fallback journal (${lead.fields.name ?? 'no name'})`, leadText(lead));
      record(channel);
      senders[channel]?.(lead).catch(onError);
    },
    sentLastHour: sentHere,
    async stop() {
      clearTimeout(timer);
      await flush();
    },
  };
}
