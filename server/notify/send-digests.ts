// A flooded channel's due leads sent as digests (lead-webhook.ts, lead-email.ts), each under the stated size.
import { errorText, recordFailure, whileClaimed, type DeliveryContext } from './deliver-one';
import type { FloodGate } from './flood-gate';
import { digestChunks } from './lead-webhook';
import type { DigestChannels } from './notify-channels';
import type { Channel } from './notify-config';
import { claimDeliveries, dueDeliveries, markSent } from './outbox';

/** The most leads one digest round claims: the rest wait for the next round. */
const leadsPerRound = 500;

/**
 * Sends, for each channel whose digest is due, its due leads as digests of at most digestMaxBytes
 * each. A digest that fails is a failed attempt of each delivery in it, with the same retries,
 * give-up and notices as a lead sent on its own; a retry sends the same digest under the same id.
 */
export async function sendDigests(ctx: DeliveryContext, gate: FloodGate, digests: DigestChannels, maxPerHour: number): Promise<void> {
  for (const channel of gate.digestDue()) {
    const due = claimDeliveries(ctx.db, dueDeliveries(ctx.db, [channel], ctx.now(), leadsPerRound), ctx.now());
    for (const chunk of digestChunks(due.map((delivery) => ({ ...delivery.lead, delivery })))) {
      const deliveries = chunk.map((lead) => lead.delivery);
      try {
        await whileClaimed(ctx, deliveries, () => digests[channel as Channel]!(deliveries.map((delivery) => delivery.lead)));
      } catch (error) {
        for (const delivery of deliveries) recordFailure(ctx, delivery, error);
        ctx.log(`A digest of ${deliveries.length} lead(s) by ${channel} failed: ${errorText(error)}`);
        continue;
      }
      ctx.health.succeeded(channel);
      for (const delivery of deliveries) markSent(ctx.db, delivery.id, ctx.now(), delivery.claimedUntil);
      ctx.log(`Sent ${deliveries.length} lead(s) by ${channel} as one digest: more than ${maxPerHour} messages in an hour.`);
    }
    gate.digestDone(channel);
  }
}
