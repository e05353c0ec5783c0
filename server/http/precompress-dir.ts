// Checks the brotli and gzip twins the build wrote (serving/precompress-dir.ts) without writing: the server does, at
// each start.
import { stat } from 'node:fs/promises';
import { encoders, listBuild, minimumSize, modifiedTime } from '../../serving/precompress-dir';

/** What a build's twins lack: files worth compressing that have neither twin, and twins older than their file or without one. */
export interface TwinCheck {
  missing: string[];
  stale: string[];
}

/**
 * Checks the twins under `dir` without writing anything: stat calls only, a few milliseconds for a build.
 * A file has neither twin only when the build did not compress it: each encoder shrinks text of 1 kB or more.
 */
export async function checkTwins(dir: string): Promise<TwinCheck> {
  const { compressible, orphans } = await listBuild(dir);
  const missing: string[] = [];
  const stale = [...orphans];
  await Promise.all(
    compressible.map(async (file) => {
      const [{ mtimeMs: sourceTime, size }, ...twinTimes] = await Promise.all([
        stat(file),
        ...encoders.map(([extension]) => modifiedTime(file + extension)),
      ]);
      for (const [index, twinTime] of twinTimes.entries())
        if (twinTime !== undefined && twinTime < sourceTime) stale.push(file + encoders[index][0]);
      if (size >= minimumSize && twinTimes.every((time) => time === undefined)) missing.push(file);
    }),
  );
  return { missing: missing.sort(), stale: stale.sort() };
}
