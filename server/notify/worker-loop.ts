// The delivery worker's clock: drains at once when woken, else at the next due delivery or poll, never two drains at once.

/** A running loop. */
export interface WorkerLoop {
  /** Drain soon, but never inside the caller's turn: a request handler that wakes the worker answers first. */
  wake(): void;
  /** Stops the timers and resolves once the drain in flight is done. */
  stop(): Promise<void>;
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

/** Runs `drain` now (at the next turn), and again after each wait, until stopped. */
export function workerLoop({ drain, nextWaitMs, pollMs, onTrouble }: WorkerLoopOptions): WorkerLoop {
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

  function wake(): void {
    if (!stopped && !immediate) immediate = setImmediate(run);
  }

  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
      await running;
    },
  };
}
