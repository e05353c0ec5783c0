// What a flood meets at the form endpoint: a per-client post rate past which posts are held, not
// refused, and a storage budget for held posts past which they are refused (product rules §7.2).
import { LRUCache } from 'lru-cache';
import type { LogLine } from '../http/log-line';

/**
 * How many clients the per-client counters remember: the least recently seen are forgotten past it,
 * so a scan over many addresses costs the same per post, and the same memory, as a quiet day.
 */
export const rememberedClients = 100_000;

/** A per-client check, with how many clients it remembers now. */
export interface ClientCounter<Result> {
  (key: string, now: number): Result;
  readonly clients: number;
}

/** Counts posts per client in fixed windows; the returned function says whether this post is over the rate. */
export function postRate(max: number, windowMs: number, maxClients = rememberedClients): ClientCounter<boolean> {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: maxClients });
  const overRate = (key: string, now: number) => {
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count > max;
  };
  return Object.defineProperty(overRate, 'clients', { get: () => windows.size }) as ClientCounter<boolean>;
}

/** Counts posts per client per UTC day; the returned function counts this one and returns the client's count today. */
export function dailyCount(maxClients = rememberedClients): ClientCounter<number> {
  const days = new LRUCache<string, { day: string; count: number }>({ max: maxClients });
  const count = (key: string, now: number) => {
    const day = new Date(now).toISOString().slice(0, 10);
    let entry = days.get(key);
    if (!entry || entry.day !== day) {
      entry = { day, count: 0 };
      days.set(key, entry);
    }
    entry.count += 1;
    return entry.count;
  };
  return Object.defineProperty(count, 'clients', { get: () => days.size }) as ClientCounter<number>;
}

/** The budget of held posts: so many per client per UTC day, and so many held in all. */
export interface QuarantineBudget {
  /** True when one more held post from `key` fits the budget; spam has a daily count of its own and no total. */
  fits(key: string, now: Date, spam: boolean): boolean;
  /** Counts one held post from `key` as stored. */
  spend(key: string, spam: boolean): void;
}

/**
 * A budget whose total is the held posts the database holds now (`heldCount`, spam not counted),
 * so it goes down when the owner releases, deletes or purges them. Spam never counts against the
 * total: a bot filling the hidden field must not use up the room a genuine held post needs.
 */
export function quarantineBudget(perClientPerDay: number, total: number, heldCount: () => number): QuarantineBudget {
  let day = '';
  const today = new Map<string, number>();
  return {
    fits(key, now, spam) {
      const date = now.toISOString().slice(0, 10);
      if (date !== day) {
        day = date;
        today.clear();
      }
      if ((today.get(spam ? `spam ${key}` : key) ?? 0) >= perClientPerDay) return false;
      return spam || heldCount() < total;
    },
    spend(key, spam) {
      const counted = spam ? `spam ${key}` : key;
      today.set(counted, (today.get(counted) ?? 0) + 1);
    },
  };
}

/** Posts refused over the budget, told in one log line a minute rather than a line each. */
export interface RefusalSummary {
  note(clientAddress: string): void;
  /** Logs what was noted since the last line, if anything. */
  flush(): void;
  stop(): void;
}

/** A summary that logs to `log` every `intervalMs` while there is something to say. */
export function refusalSummary(log: LogLine, limits: { perClientPerDay: number; total: number }, intervalMs = 60_000): RefusalSummary {
  let count = 0;
  const clients = new Set<string>();
  const flush = () => {
    if (count === 0) return;
    const shown = [...clients].slice(0, 5).join(', ') + (clients.size > 5 ? `, and ${clients.size - 5} more` : '');
    log(
      `Form posts refused over the quarantine budget (${limits.perClientPerDay} held posts a day per client, ${limits.total} in all): ` +
        `${count} since the last line, from ${shown}.`,
    );
    count = 0;
    clients.clear();
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return {
    note(clientAddress) {
      count += 1;
      clients.add(clientAddress);
    },
    flush,
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}

/** Spam posts dropped unstored past SPAM_TOTAL, counted in one log line a minute. */
export interface DroppedSpam {
  note(): void;
  stop(): void;
}

/** A count of dropped spam that logs to `log` every `intervalMs` while there is something to say. */
export function droppedSpam(log: LogLine, spamTotal: number, intervalMs = 60_000): DroppedSpam {
  let count = 0;
  const flush = () => {
    if (count > 0) log(`Spam posts dropped unstored past SPAM_TOTAL (${spamTotal}): ${count} since the last line.`);
    count = 0;
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return {
    note: () => void count++,
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
