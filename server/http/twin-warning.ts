// The start-up warning for a build whose compressed twins are missing or stale.
import type { TwinCheck } from './precompress-dir';

/** The warning for a build whose compressed twins `npm run build` did not write, or that changed since; undefined when they are all there. */
export function twinWarning(distDir: string, { missing, stale }: TwinCheck): string | undefined {
  if (stale.length > 0)
    return (
      `Warning: ${stale.length} compressed files in ${distDir} are older than the file they compress or have none, such as ${stale[0]}; ` +
      'serving the whole build uncompressed. Run `npm run build` to write them again.'
    );
  if (missing.length > 0)
    return (
      `Warning: ${missing.length} files in ${distDir} have no brotli or gzip twin, such as ${missing[0]}; they are served ` +
      'uncompressed. Run `npm run build` to write them.'
    );
  return undefined;
}
