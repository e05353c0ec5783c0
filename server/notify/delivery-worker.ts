// Sends the outbox's due deliveries off the request path, with backoff; all it knows lives in the deliveries table.
import type Database from 'better-sqlite3';
import { channelHealth, type OwnerNotices } from './channel-health';
import { claimDeliveries } from './claim-deliveries';
import { enqueueUntold, untoldWindowMs } from './enqueue-untold';
import { floodGate } from './flood-gate';
import type { DigestChannels, NotifyChannels } from './notify-channels';
import type { Channel } from './notify-config';
import { deliveryTiming, dueDeliveries, markAttemptFailed, markSent, nextAttemptAt, type DeliveryTiming, type DueDelivery } from './outbox';

/** What the worker sends with, where it reads, and where it reports trouble. */
export interface DeliveryWorkerOptions {
  /** The leads database, shared with the lead store: every statement is one short indexed query. */
  db: Database.Database;
  channels: NotifyChannels;
  /** How a flooded channel sends its digest; without them every lead goes on its own, however many. */
  digests?: DigestChannels;
  /** NOTIFY_MAX_PER_HOUR: past it in an hour, a channel with a digest sends one every `timing.digestEveryMs`. */
  maxPerHour?: number;
  /** How the owner is told that a channel keeps failing, recovers, or gave up a delivery: none unless given. */
  notices?: OwnerNotices;
  /** One line per event worth the owner's attention: a first failure, a recovery, a delivery given up. */
  log: (line: string) => void;
  now?: () => Date;
  /** The production schedule unless a test shortens it. */
  timing?: Partial<DeliveryTiming>;
  /** How many deliveries are sent at once. */
  concurrency?: number;
}

/** A running worker. */
export interface DeliveryWorker {
  /** Look for due deliveries now: call it once a lead and its deliveries are committed. */
  wake(): void;
  /** Stops the timers and resolves once the sends in flight are done and recorded. */
  stop(): Promise<void>;
  /** The channels that have failed for the alert window or longer, without a success since. */
  failingChannels(): Channel[];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Starts sending. Deliveries go at least once: a crash between a send and its record sends it again
 * after the restart, under the same Message-ID and webhook-id. A send whose record cannot be written
 * (the database refuses writes) is remembered until it can be, so the owner is not sent it over and over.
 */
export function startDeliveryWorker({
  db,
  channels,
  notices = {},
  digests,
  maxPerHour = 30,
  log,
  now = () => new Date(),
  timing: overrides = {},
  concurrency = 4,
}: DeliveryWorkerOptions): DeliveryWorker {
  const timing = { ...deliveryTiming, ...overrides };
  const names = Object.keys(channels) as Channel[];
  const health = channelHealth({ notices, log, alertAfterMs: timing.alertAfterMs, now });
  const gate = digests ? floodGate({ db, maxPerHour, digestEveryMs: timing.digestEveryMs, now }) : undefined;
  /** The channels that send each lead on its own now. */
  const open = () => (gate ? gate.open(names) : names);
  /** Sends whose record the database refused: when each went, and the claim it went under. */
  const sentUnrecorded = new Map<number, { at: Date; claimedUntil?: string }>();
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastTrouble = '';
  let lastSweep = -Infinity;

  /** Sends one delivery and records the outcome; throws only when the database refuses the record. */
  async function deliver(delivery: DueDelivery): Promise<void> {
    const label = `Lead ${delivery.lead.id}: the ${delivery.channel} delivery`;
    try {
      await channels[delivery.channel]!(delivery.lead);
    } catch (error) {
      const outcome = markAttemptFailed(db, delivery, errorText(error), now(), timing);
      health.failed(delivery.channel, errorText(error));
      if (outcome.gaveUp) health.gaveUp(delivery.channel, delivery.lead.id, errorText(error), timing.giveUpAfterMs / 3_600_000);
      else if (delivery.attempts === 0)
        log(`${label} failed; retrying in ${outcome.retryInMs / 1000} s, then less often: ${errorText(error)}`);
      return;
    }
    health.succeeded(delivery.channel);
    sentUnrecorded.set(delivery.id, { at: now(), claimedUntil: delivery.claimedUntil });
    markSent(db, delivery.id, now(), delivery.claimedUntil);
    sentUnrecorded.delete(delivery.id);
    if (delivery.attempts > 0) log(`${label} succeeded at attempt ${delivery.attempts + 1}.`);
  }

  /** Sends each flooded channel's due leads as one digest, when its digest is due. */
  async function sendDigests(): Promise<void> {
    for (const channel of gate?.digestDue() ?? []) {
      const due = claimDeliveries(db, dueDeliveries(db, [channel], now(), 1_000), now());
      if (due.length > 0) {
        try {
          await digests![channel]!(due.map((delivery) => delivery.lead));
          health.succeeded(channel);
          for (const delivery of due) markSent(db, delivery.id, now(), delivery.claimedUntil);
          log(`Sent ${due.length} lead(s) by ${channel} as one digest: more than ${maxPerHour} messages in an hour.`);
        } catch (error) {
          health.failed(channel, errorText(error));
          for (const delivery of due) markAttemptFailed(db, delivery, errorText(error), now(), timing);
        }
      }
      gate!.digestDone(channel);
    }
  }

  /** Sends until nothing is due; false when the database got in the way, so the next look waits a full poll. */
  async function drain(): Promise<boolean> {
    for (const [id, { at, claimedUntil }] of sentUnrecorded) {
      markSent(db, id, at, claimedUntil);
      sentUnrecorded.delete(id);
    }
    // Leads stored while no channel was configured, or released where none was, are this server's to send.
    // At most once a poll: a burst of posts wakes the worker for each lead, and the sweep reads a week of leads.
    if (now().getTime() - lastSweep >= timing.pollMs) {
      lastSweep = now().getTime();
      const untold = enqueueUntold(db, names, new Date(lastSweep - untoldWindowMs), now());
      if (untold > 0) log(`Queued ${untold} lead(s) of the last 7 days that no channel had been told of.`);
    }
    while (!stopped) {
      await sendDigests();
      // Never more at once than a channel may still send in the hour, so a burst stops at the limit exactly.
      const found = open().flatMap((channel) =>
        dueDeliveries(db, [channel], now(), Math.min(concurrency, gate ? gate.allowance(channel) : concurrency)),
      );
      if (found.length === 0) break;
      // Another server on the same database may have found the same rows: only those claimed here are sent.
      const due = claimDeliveries(db, found, now());
      const results = await Promise.allSettled(due.map(deliver));
      const refused = results.find((result) => result.status === 'rejected');
      if (refused) throw refused.reason;
    }
    return true;
  }

  /** Waits for the next delivery to fall due, or a poll, whichever is sooner. */
  function schedule(clean: boolean): void {
    let wait = timing.pollMs;
    if (clean) {
      const next = nextAttemptAt(db, open());
      if (next) wait = Math.min(wait, Math.max(Date.parse(next) - now().getTime(), 10));
    }
    timer = setTimeout(run, wait);
    timer.unref();
  }

  function run(): void {
    immediate = undefined;
    if (stopped) return;
    // A wake during a drain needs nothing: the drain looks again before it ends, and so does schedule().
    if (running) return;
    clearTimeout(timer);
    running = drain()
      .catch((error) => {
        const trouble = `The outbox could not be read or written; trying again in ${timing.pollMs / 1000} s: ${errorText(error)}`;
        if (trouble !== lastTrouble) log(trouble);
        lastTrouble = trouble;
        return false;
      })
      .then((clean) => {
        if (clean) lastTrouble = '';
        running = undefined;
        if (stopped) return;
        try {
          schedule(clean);
        } catch {
          schedule(false);
        }
      });
  }

  /** Runs soon, but never inside the caller's turn: a request handler that wakes the worker answers first. */
  function soon(): void {
    if (!stopped && !immediate) immediate = setImmediate(run);
  }

  soon();
  return {
    wake: soon,
    failingChannels: health.failing,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
      await running;
    },
  };
}
