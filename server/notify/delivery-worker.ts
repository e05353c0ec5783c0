// Sends the outbox's due deliveries off the request path, with backoff; all it knows lives in the deliveries table.
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { BackgroundFaults } from '../leads/background-faults';
import { channelHealth, type OwnerNotices } from './channel-health';
import { deliverOne, errorText, type DeliveryContext } from './deliver-one';
import { floodGate } from './flood-gate';
import type { DigestChannels, NotifyChannels } from './notify-channels';
import type { Channel } from './notify-config';
import { claimDeliveries, deliveryTiming, dueDeliveries, enqueueUntold, markSent, nextAttemptAt, type DeliveryTiming } from './outbox';
import { sendDigests } from './send-digests';

/** What the worker sends with, where it reads, and where it reports trouble. */
export interface DeliveryWorkerOptions {
  /** The leads database, shared with the lead store: every statement is one short indexed query. */
  db: Database.Database;
  channels: NotifyChannels;
  /** How a flooded channel sends its digest; without them every lead goes on its own, however many. */
  digests?: DigestChannels;
  /** NOTIFY_MAX_PER_HOUR: past it in an hour, a channel with a digest sends one every `timing.digestEveryMs`. */
  maxPerHour?: number;
  /** Messages each channel sent the owner outside the outbox in the past hour (notices), counted against maxPerHour too. */
  alsoSent?: (channel: Channel) => number;
  /** How the owner is told that a channel keeps failing, recovers, or gave up a delivery: none unless given. */
  notices?: OwnerNotices;
  /** One line per event worth the owner's attention: a first failure, a recovery, a delivery given up. */
  log: (line: string) => void;
  now?: () => Date;
  /** 0 to 1, for the jitter of the retries; Math.random unless a test fixes it. */
  random?: () => number;
  /** The production schedule unless a test shortens it. */
  timing?: Partial<DeliveryTiming>;
  /** How many deliveries are sent at once. */
  concurrency?: number;
  /** Where a drain the database got in the way of is reported, for /healthz, until one runs clean. */
  faults?: BackgroundFaults;
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

interface WorkerLoopOptions {
  /** Sends what is due; rejects when the database got in the way. */
  drain: () => Promise<void>;
  /** How long to wait after a clean drain: until the next delivery falls due, at most a poll. */
  nextWaitMs: () => number;
  /** How long to wait after a drain the database got in the way of. */
  pollMs: number;
  /** Told of a failed drain, once per distinct error until a drain succeeds. */
  onTrouble: (error: unknown) => void;
}

/**
 * The worker's clock: runs `drain` now (at the next turn), and again after each wait, until stopped; at once when
 * woken, never two drains at once.
 */
function workerLoop({ drain, nextWaitMs, pollMs, onTrouble }: WorkerLoopOptions) {
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  function schedule(wait: number): void {
    timer = setTimeout(run, wait);
    timer.unref();
  }

  function run(): void {
    immediate = undefined;
    // A wake during a drain needs nothing: the drain looks again before it ends, and so does the next wait.
    if (stopped || running) return;
    clearTimeout(timer);
    running = drain()
      .then(
        () => true,
        (error: unknown) => {
          onTrouble(error);
          return false;
        },
      )
      .then((clean) => {
        running = undefined;
        if (stopped) return;
        let wait = pollMs;
        try {
          if (clean) wait = nextWaitMs();
        } catch {
          // The database cannot say when the next delivery is due: look again after a poll.
        }
        schedule(wait);
      });
  }

  /** Drains soon, but never inside the caller's turn: a request handler that wakes the worker answers first. */
  function wake(): void {
    if (!stopped && !immediate) immediate = setImmediate(run);
  }

  wake();
  return {
    wake,
    /** Stops the timers and resolves once the drain in flight is done. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
      await running;
    },
  };
}

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
  alsoSent,
  log,
  now = () => new Date(),
  random = Math.random,
  timing: overrides = {},
  concurrency = 4,
  faults,
}: DeliveryWorkerOptions): DeliveryWorker {
  const part = "Sending the owner's notifications from the outbox";
  const timing = { ...deliveryTiming, ...overrides };
  const names = Object.keys(channels) as Channel[];
  const health = channelHealth({ notices, log, alertAfterMs: timing.alertAfterMs, now });
  const gate = digests ? floodGate({ db, maxPerHour, digestEveryMs: timing.digestEveryMs, now, alsoSent }) : undefined;
  const ctx: DeliveryContext = { db, channels, health, log, now, timing, random, sentUnrecorded: new Map() };
  /** The channels that send each lead on its own now. */
  const open = () => (gate ? gate.open(names) : names);
  let lastSweep = -Infinity;
  let lastTrouble = '';
  let stopped = false;

  /** Sends until nothing is due; rejects when the database got in the way, so the next look waits a full poll. */
  async function drain(): Promise<void> {
    for (const [id, { at, claimedUntil }] of ctx.sentUnrecorded) {
      markSent(db, id, at, claimedUntil);
      ctx.sentUnrecorded.delete(id);
    }
    // Leads stored while no channel was configured, or released where none was, are this server's to send.
    // At most once a poll: a burst of posts wakes the worker for each lead, and the sweep reads a week of leads.
    if (now().getTime() - lastSweep >= timing.pollMs) {
      lastSweep = now().getTime();
      const untold = enqueueUntold(db, names, now());
      if (untold > 0) log(`Queued ${untold} lead(s) of the last 7 days that no channel had been told of.`);
    }
    while (!stopped) {
      if (gate && digests) await sendDigests(ctx, gate, digests, maxPerHour);
      // Never more at once than a channel may still send in the hour, so a burst stops at the limit exactly.
      const found = open().flatMap((channel) =>
        dueDeliveries(db, [channel], now(), Math.min(concurrency, gate ? gate.allowance(channel) : concurrency)),
      );
      if (found.length === 0) break;
      // Another server on the same database may have found the same rows: only those claimed here are sent.
      const results = await Promise.allSettled(claimDeliveries(db, found, now()).map((delivery) => deliverOne(ctx, delivery)));
      const refused = results.find((result) => result.status === 'rejected');
      if (refused) throw refused.reason;
    }
    lastTrouble = '';
    faults?.recovered(part);
  }

  const loop = workerLoop({
    drain,
    pollMs: timing.pollMs,
    nextWaitMs() {
      const next = nextAttemptAt(db, open());
      return next ? Math.min(timing.pollMs, Math.max(Date.parse(next) - now().getTime(), 10)) : timing.pollMs;
    },
    onTrouble(error) {
      const trouble = `The outbox could not be read or written; trying again in ${timing.pollMs / 1000} s: ${errorText(error)}`;
      if (trouble !== lastTrouble) log(trouble);
      lastTrouble = trouble;
      faults?.failed(part, error, { logged: true });
    },
  });
  return {
    wake: loop.wake,
    failingChannels: health.failing,
    async stop() {
      stopped = true;
      await loop.stop();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The channels failing for the alert window or longer, for /healthz; none while no channel is configured. */
    failingChannels: () => Channel[];
  }
}

/**
 * The worker as a Fastify plugin, sending through `app.owner`'s channels from the outbox of `app.leadStore`: woken
 * by each lead the store commits, and stopped once the sends in flight are recorded, before the store closes.
 */
export const deliveryWorker = fastifyPlugin(
  async (app: FastifyInstance, options: Pick<DeliveryWorkerOptions, 'maxPerHour' | 'log' | 'timing' | 'faults'>) => {
    const { channels, senders, notices, digests, gate } = app.owner;
    // Deliveries left pending by an earlier run (a crash, a restart) go out as soon as this one starts.
    const worker =
      channels.length > 0
        ? startDeliveryWorker({ ...options, db: app.leadStore.database, channels: senders, notices, digests, alsoSent: gate.sentLastHour })
        : undefined;
    app.decorate('failingChannels', () => worker?.failingChannels() ?? []);
    if (!worker) return;
    app.leadStore.events.on('stored', worker.wake);
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'delivery-worker', dependencies: ['lead-store', 'owner-messages'] },
);
