// Everything the server sends the owner, built once from the configuration: the outbox's channels, and the notices
// and journal leads that pass the one flood gate (owner-gate.ts) on their way.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { LogLine } from '../http/log-line';
import type { NewLead } from '../leads/lead-store';
import type { OwnerNotices } from './channel-health';
import { outboxSentLastHour } from './flood-gate';
import { leadText } from './lead-email';
import {
  digestChannels,
  notifyChannels,
  ownerNotices,
  tellEveryChannel,
  type DigestChannels,
  type NotifyChannels,
} from './notify-channels';
import { configuredChannels, type Channel, type NotifyConfig } from './notify-config';
import { ownerGate, type OwnerGate } from './owner-gate';

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
}

interface OwnerMessagesOptions {
  notify: NotifyConfig;
  /** NOTIFY_MAX_PER_HOUR, counted with the outbox's deliveries. */
  maxPerHour: number;
  digestEveryMs: number;
  log: LogLine;
}

declare module 'fastify' {
  interface FastifyInstance {
    owner: OwnerMessages;
  }
}

/**
 * The owner's messages as a Fastify plugin: `app.owner`, which hears from the lead store of the leads only the
 * fallback journal took (sent now, under the ids the outbox will use) and of those nothing took (one notice each);
 * what the gate holds back goes out as one digest a channel when the app closes.
 */
export const ownerMessages = fastifyPlugin(
  async (app: FastifyInstance, { notify, maxPerHour, digestEveryMs, log }: OwnerMessagesOptions) => {
    const store = app.leadStore;
    const senders = notifyChannels(notify);
    const gate = ownerGate({
      notices: ownerNotices(notify),
      senders,
      maxPerHour,
      digestEveryMs,
      outboxSent: outboxSentLastHour(store.database, () => new Date()),
      leadText: (lead) => leadText(lead).join('\n'),
      log,
    });
    // The notices about the server itself go to every channel, so an owner with the webhook alone hears of them too.
    const tellOwner = tellEveryChannel(gate.notices, log);
    const told = (leads: readonly NewLead[]) => leads.filter((lead) => !lead.spam);
    // The database cannot take the lead, so the outbox cannot either: the owner gets it from the journal now.
    store.events.on('journaled', (leads) => {
      for (const lead of told(leads)) {
        const notified = { ...lead, id: null, heldReasons: lead.reasons.length > 0 ? lead.reasons : undefined };
        for (const channel of Object.keys(senders) as Channel[])
          gate.sendLead(channel, notified, (error) =>
            log(`A lead in the fallback journal: the ${channel} notice failed (${error.message}); it is sent once stored.`),
          );
      }
    });
    // Nothing keeps the lead, and its visitor got no answer: the owner hears of it once, with what was typed.
    store.events.on('unstored', (leads) => {
      for (const lead of told(leads)) {
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
    });
    app.decorate('owner', {
      channels: configuredChannels(notify),
      senders,
      digests: digestChannels(notify),
      notices: gate.notices,
      gate,
      tellOwner,
    });
    app.addHook('onClose', async () => gate.stop());
  },
  { name: 'owner-messages', dependencies: ['lead-store'] },
);
