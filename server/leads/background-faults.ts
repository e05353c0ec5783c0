// Faults of the server's background work (importing the journal, telling the owner, delivering): caught where the
// work runs, logged once, reported by /healthz until the work runs clean again, never ending the process (product rules §7.7).

/** The faults of the server's background parts, as the parts report them and /healthz reads them. */
export interface BackgroundFaults {
  /** Runs `work`; what it throws is `failed(part, error)` and never rethrown, and a clean run is `recovered(part)`. True when clean. */
  guard(part: string, work: () => void): boolean;
  /** `part` failed with `error`: logged once per distinct error until it recovers (unless it logged the error itself). */
  failed(part: string, error: unknown, options?: { logged?: boolean }): void;
  /** `part` ran clean: it is no longer reported, and the log says so once. */
  recovered(part: string): void;
  /** One sentence per part whose last run failed. */
  reasons(): string[];
}

/** The text of anything thrown. */
export const faultText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A registry that writes its lines to `log`. */
export function backgroundFaults(log: (line: string) => void): BackgroundFaults {
  const failing = new Map<string, string>();
  const faults: BackgroundFaults = {
    guard(part, work) {
      try {
        work();
      } catch (error) {
        faults.failed(part, error);
        return false;
      }
      faults.recovered(part);
      return true;
    },
    failed(part, error, { logged = false } = {}) {
      const text = faultText(error);
      if (!logged && failing.get(part) !== text) log(`${part} failed (${text}); the server goes on taking leads.`);
      failing.set(part, text);
    },
    recovered(part) {
      if (failing.delete(part)) log(`${part} works again.`);
    },
    reasons: () => [...failing].map(([part, text]) => `${part} failed (${text}).`),
  };
  return faults;
}
