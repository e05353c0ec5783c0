// `npm run size:update`: accepts the last build's sizes, and its modules' rendered bytes, as the new baseline
// (size-baseline.json).
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { baselineFrom, readBaseline } from './check-budgets';
import { readSizeReport, reportPaths } from './size-report';

const paths = reportPaths();
const report = await readSizeReport(paths.sizesFile);
const previous = await readBaseline(paths.baselineFile);
const baseline = baselineFrom(report);
// Formatted as `npm run lint` checks it, so refreshing the baseline never breaks the lint step.
const text = await format(JSON.stringify(baseline, null, 2), {
  ...(await resolveConfig(paths.baselineFile)),
  filepath: paths.baselineFile,
});
await writeFile(paths.baselineFile, text);

const changed = Object.entries(baseline.gzipBytes).filter(([id, bytes]) => previous.gzipBytes[id] !== bytes);
const dropped = Object.keys(previous.gzipBytes).filter((id) => !(id in baseline.gzipBytes));
const moduleEntries = Object.values(baseline.moduleRenderedBytes ?? {});
const moduleCount = moduleEntries.reduce((sum, modules) => sum + Object.keys(modules).length, 0);
console.log(
  `Wrote ${relative(process.cwd(), paths.baselineFile)} from ${report.distDir}: ${Object.keys(baseline.gzipBytes).length} entries, ` +
    `and the rendered bytes of their modules (${moduleCount} across ${moduleEntries.length} widgets and routes).`,
);
for (const [id, bytes] of changed) console.log(`  ${id}: ${previous.gzipBytes[id] ?? 'new'} -> ${bytes} gzip bytes`);
for (const id of dropped) console.log(`  ${id}: dropped (no longer built)`);
