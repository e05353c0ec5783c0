// One delivery sent and its outcome recorded: marked sent, retried later (as the receiver asked), or given up.
import type Database from 'better-sqlite3';
import type { ChannelHealth } from './channel-health';
import { DeliveryRefusal } from './lead-webhook';
import type { NotifyChannels } from './notify-channels';
import { claimRenewMs, markAttemptFailed, markSent, renewClaims, type DeliveryTiming, type DueDelivery } from './outbox';

/** What sending needs: where to send and record, whom to tell, and the clock. */
export interface DeliveryContext {
  db: Database.Database;
  channels: NotifyChannels;
  health: ChannelHealth;
  log: (line: string) => void;
  now: () => Date;
  timing: DeliveryTiming;
  /** 0 to 1: the jitter of each retry's wait. */
  random: () => number;
  /** Sends whose record the database refused: when each went, and the claim it went under, recorded at the next drain. */
  sentUnrecorded: Map<number, { at: Date; claimedUntil?: string }>;
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Resolves with `send`'s outcome, renewing the claims of `claimed` while it is on its way, so no other worker takes them. */
export async function whileClaimed<T>(ctx: DeliveryContext, claimed: readonly DueDelivery[], send: () => Promise<T>): Promise<T> {
  const renewal = setInterval(() => {
    try {
      renewClaims(ctx.db, claimed, ctx.now());
    } catch {
      // The database is busy: the claim runs out, at worst, and the delivery is sent again under the same ids.
    }
  }, claimRenewMs);
  try {
    return await send();
  } finally {
    clearInterval(renewal);
  }
}

/** Records a failed attempt of `delivery`, as the receiver asked, and tells the owner when it is given up. */
export function recordFailure(ctx: DeliveryContext, delivery: DueDelivery, error: unknown): void {
  const refusal = error instanceof DeliveryRefusal ? error : undefined;
  const outcome = markAttemptFailed(ctx.db, delivery, errorText(error), ctx.now(), ctx.timing, {
    minWaitMs: refusal?.retryAfterMs,
    jitter: 0.8 + ctx.random() * 0.4,
    giveUp: refusal?.gone,
  });
  ctx.health.failed(delivery.channel, errorText(error));
  if (outcome.gaveUp)
    ctx.health.gaveUp(delivery.channel, delivery.lead.id, errorText(error), refusal?.gone ? 0 : ctx.timing.giveUpAfterMs / 3_600_000);
  else if (delivery.attempts === 0)
    ctx.log(
      `Lead ${delivery.lead.id}: the ${delivery.channel} delivery failed; retrying in ${outcome.retryInMs / 1000} s, then less often: ${errorText(error)}`,
    );
}

/**
 * Sends one claimed delivery and records the outcome; throws only when the database refuses the
 * record. A send whose record is refused is remembered (sentUnrecorded), so it is not sent again.
 */
export async function deliverOne(ctx: DeliveryContext, delivery: DueDelivery): Promise<void> {
  try {
    await whileClaimed(ctx, [delivery], () => ctx.channels[delivery.channel]!(delivery.lead));
  } catch (error) {
    recordFailure(ctx, delivery, error);
    return;
  }
  ctx.health.succeeded(delivery.channel);
  ctx.sentUnrecorded.set(delivery.id, { at: ctx.now(), claimedUntil: delivery.claimedUntil });
  markSent(ctx.db, delivery.id, ctx.now(), delivery.claimedUntil);
  ctx.sentUnrecorded.delete(delivery.id);
  if (delivery.attempts > 0)
    ctx.log(`Lead ${delivery.lead.id}: the ${delivery.channel} delivery succeeded at attempt ${delivery.attempts + 1}.`);
}
