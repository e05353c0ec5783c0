// Watches the free space beside the leads database, so held posts stop being stored before a real lead runs out of room.
import { statfsSync } from 'node:fs';

/**
 * Whether the filesystem of `dir` has less than `minFreeBytes` free, looked up once per turn of the
 * event loop, which is once per batch of writes (group-commit.ts): a flood cannot slip a batch past a
 * disk that filled a moment ago. `onLow` is called once, the first time it is. Held posts stop being
 * stored then, so a flood of them cannot take the space a real lead needs.
 */
export function freeSpaceWatch(dir: string, minFreeBytes: number, onLow: (freeBytes: number) => void): () => boolean {
  let fresh = false;
  let low = false;
  let told = false;
  return () => {
    if (fresh) return low;
    fresh = true;
    setImmediate(() => (fresh = false));
    let free = Infinity;
    try {
      const { bavail, bsize } = statfsSync(dir);
      free = bavail * bsize;
    } catch {
      // A filesystem that cannot be asked is not known to be full; the journal covers a failed write.
    }
    low = free < minFreeBytes;
    if (low && !told) {
      told = true;
      onLow(free);
    }
    return low;
  };
}
