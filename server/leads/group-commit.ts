// Group commit: every item queued in one turn of the event loop is handed over together, so a burst costs one disk flush.

/** What became of one item: its result, or the error that kept it from being stored. */
export type Outcome<Result> = Result | Error;

/**
 * A queue whose `add` resolves once the batch holding the item is written, and whose `flush` writes what is queued
 * at once (before a close): it calls `write` with all the items queued in one turn of the event loop (at the next
 * setImmediate). `write` returns one outcome per item, in order: an Error rejects that item's promise, and
 * an error `write` throws rejects every item of its batch.
 */
export function groupCommit<Item, Result>(write: (items: Item[]) => Array<Outcome<Result>>) {
  let queue: Array<{ item: Item; resolve: (result: Result) => void; reject: (error: Error) => void }> = [];
  let scheduled: NodeJS.Immediate | undefined;
  const flush = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    let outcomes: Array<Outcome<Result>>;
    try {
      outcomes = write(batch.map((pending) => pending.item));
    } catch (error) {
      // Thrown inside setImmediate it would end the process: each item's caller gets it instead (product rules §7.7).
      outcomes = batch.map(() => (error instanceof Error ? error : new Error(String(error))));
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome instanceof Error) pending.reject(outcome);
      else pending.resolve(outcome);
    });
  };
  return {
    add(item: Item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        scheduled ??= setImmediate(flush);
      });
    },
    flush,
  };
}
