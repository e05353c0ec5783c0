// Everything the server sends the owner, built once from the configuration: the outbox's channels, and the notices
// and journal leads that pass the one flood gate (owner-gate.ts) on their way.
import type Database from 'better-sqlite3';
import type { NewLead } from '../leads/lead-store';
import { outboxSentLastHour } from '../notify/flood-gate';
import { leadText } from '../notify/lead-email';
import {
  digestChannels,
  notifyChannels,
  ownerNotices,
  tellEveryChannel,
  type DigestChannels,
  type NotifyChannels,
} from '../notify/notify-channels';
import { configuredChannels, type Channel, type NotifyConfig } from '../notify/notify-config';
import { deliveryTiming } from '../notify/outbox';
import { ownerGate, type OwnerGate } from '../notify/owner-gate';
import type { OwnerNotices } from '../notify/channel-health';
import type { LogLine } from './log-line';

/** The owner's channels, and the gated ways to reach the owner outside the outbox. */
export interface OwnerMessages {
  channels: Channel[];
  senders: NotifyChannels;
  digests: DigestChannels;
  /** The notices, gated: for the delivery worker's channel health. */
  notices: OwnerNotices;
  gate: OwnerGate;
  /** A notice through every channel, gated; a failure is logged. */
  tellOwner(subject: string, text: string): void;
  /** The leads the fallback journal took: sent now (gated), under the ids the outbox will use once the database takes them. */
  journaled(leads: readonly NewLead[]): void;
  /** The leads nothing could take: one notice each, with what was typed; never for spam. */
  unstored(leads: readonly NewLead[]): void;
}

/** The owner's messages for `config`, counting the outbox of `db` against NOTIFY_MAX_PER_HOUR with them. */
export function ownerMessages(
  config: NotifyConfig,
  db: Database.Database,
  { maxPerHour, digestEveryMs = deliveryTiming.digestEveryMs, log }: { maxPerHour: number; digestEveryMs?: number; log: LogLine },
): OwnerMessages {
  const senders = notifyChannels(config);
  const gate = ownerGate({
    notices: ownerNotices(config),
    senders,
    maxPerHour,
    digestEveryMs,
    outboxSent: outboxSentLastHour(db, () => new Date()),
    leadText: (lead) => leadText(lead).join('\n'),
    log,
  });
  // The notices about the server itself go to every channel, so an owner with the webhook alone hears of them too.
  const tellOwner = tellEveryChannel(gate.notices, log);
  return {
    channels: configuredChannels(config),
    senders,
    digests: digestChannels(config),
    notices: gate.notices,
    gate,
    tellOwner,
    journaled(leads) {
      for (const lead of leads) {
        if (lead.spam) continue;
        const notified = { ...lead, id: null, heldReasons: lead.reasons.length > 0 ? lead.reasons : undefined };
        for (const channel of Object.keys(senders) as Channel[])
          gate.sendLead(channel, notified, (error) =>
            log(`A lead in the fallback journal: the ${channel} notice failed (${error.message}); it is sent once stored.`),
          );
      }
    },
    unstored(leads) {
      for (const lead of leads) {
        if (lead.spam) continue;
        tellOwner(
          `a lead could not be stored (${lead.fields.name ?? 'no name'})`,
          [
            `Neither the leads database nor the fallback journal took this ${lead.formName} lead. The visitor got no answer, so their form`,
            'showed its failure alert with the phone number; they may send it again or call.',
            '',
            ...leadText(lead),
          ].join('\n'),
        );
      }
    },
  };
}
