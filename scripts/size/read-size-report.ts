// Reads reports/sizes.json back, and makes sure it still describes the build on disk.
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { SizeReport } from './size-report';

/**
 * The report at `file`, its distDir resolved against the report's folder (so fixtures can use relative paths).
 * Fails with what to run when there is no report, or when a file it measured is gone or changed size.
 */
export async function readSizeReport(file: string): Promise<SizeReport> {
  let report: SizeReport;
  try {
    report = JSON.parse(await readFile(file, 'utf8')) as SizeReport;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`No size report at ${file}: run npm run build, which writes it.`);
    throw error;
  }
  const distDir = resolve(dirname(file), report.distDir);
  for (const [path, sizes] of Object.entries(report.files)) {
    const bytes = await stat(join(distDir, path)).then(
      (stats) => stats.size,
      () => undefined,
    );
    if (bytes !== sizes.raw) {
      const change = bytes === undefined ? 'is gone' : `is ${bytes} bytes, not ${sizes.raw}`;
      throw new Error(`${file} does not describe the build in ${distDir} any more (${path} ${change}): run npm run build again.`);
    }
  }
  return { ...report, distDir };
}
