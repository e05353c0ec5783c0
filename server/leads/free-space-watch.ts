// Watches the free space beside the leads database, so held posts stop being stored before a real lead runs out of room.
import { statfsSync } from 'node:fs';

/**
 * Whether the filesystem of `dir` has less than `minFreeBytes` free, looked up at most every few
 * seconds; `onLow` is called once, the first time it is. Held posts stop being stored then, so a
 * flood of them cannot take the space a real lead needs.
 */
export function freeSpaceWatch(dir: string, minFreeBytes: number, onLow: (freeBytes: number) => void): () => boolean {
  let checkedAt = -Infinity;
  let low = false;
  let told = false;
  return () => {
    const now = Date.now();
    if (now - checkedAt < 5_000) return low;
    checkedAt = now;
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
