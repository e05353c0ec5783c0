// The process's last resort for a fault no part caught: the server goes on while a lead can still be stored, and
// otherwise drops every post in flight before it exits, so none is answered for a lead nobody kept (product rules §7.7).
import { faultText, type BackgroundFaults } from '../leads/background-faults';
import type { LogLine } from './log-line';

interface LastResortOptions {
  log: LogLine;
  faults: BackgroundFaults;
  /** Whether a lead posted now can still be stored: in the database, or in the fallback journal. */
  canStore: () => boolean;
  /** Drops every open connection, answering none. */
  dropConnections: () => void;
  exit: (code: number) => void;
}

/** The handler for `uncaughtException` and `unhandledRejection`. */
export function lastResort({ log, faults, canStore, dropConnections, exit }: LastResortOptions): (error: unknown) => void {
  const seen = new Set<string>();
  return (error) => {
    // Once per distinct message, with its stack: a fault that recurs would otherwise flood the log.
    if (!seen.has(faultText(error))) log(`A fault no part of the server caught: ${error instanceof Error ? error.stack : String(error)}`);
    seen.add(faultText(error));
    faults.failed('A part of the server', error, { logged: true });
    let storing = false;
    try {
      storing = canStore();
    } catch {
      // Whatever cannot say that it stores is taken not to.
    }
    if (storing) return;
    log('Neither the leads database nor the fallback journal can take a lead: dropping the posts in flight, then exiting.');
    dropConnections();
    exit(1);
  };
}
