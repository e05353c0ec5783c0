// `npm run size` (after scripts/size/measure.ts wrote the reports of the last build): fails, with a table of what is
// over budget and why, unless every budget in size-budgets.json holds.
// `npm run size -- --compare REF` also builds REF in a temporary worktree and shows its sizes beside this build's.
// `npm run size:update` (`npm run size -- --update`) accepts the last build's sizes, and its modules' rendered bytes,
// as the new baseline (size-baseline.json).
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { baselineFrom, readBaseline } from './check-budgets';
import { buildRef, compareArgument, comparisonText, npmBuild } from './compare-ref';
import { sizeCheck } from './size-check';
import { readSizeReport, reportPaths, type ReportPaths } from './size-report';

/** Checks the last build against the budgets, beside REF's build when `ref` names one; exit code 1 when a budget fails. */
async function check(paths: ReportPaths, ref: string | undefined): Promise<void> {
  const { ok, text } = await sizeCheck(paths);
  console.log(text);
  if (ref) {
    const current = await readSizeReport(paths.sizesFile);
    console.log(`\nBuilding ${ref} in a temporary worktree to compare…`);
    const other = await buildRef(process.cwd(), ref, npmBuild);
    console.log(`\n${comparisonText(`${ref} (${other.commit.slice(0, 9)})`, other.report, current)}`);
  }
  if (!ok) {
    console.error('\nSize check failed: fix the problems above. Never loosen a budget without saying why in the commit.');
    process.exitCode = 1;
  }
}

/** Writes the last build's sizes as the baseline, and prints which entries it changed. */
async function update(paths: ReportPaths): Promise<void> {
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
}

const args = process.argv.slice(2);
if (args.includes('--update')) await update(reportPaths());
else await check(reportPaths(), compareArgument(args));
