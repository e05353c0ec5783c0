// `npm run size`: fails, with a table of what is over budget and why, unless every budget in size-budgets.json holds.
// `npm run size -- --compare REF` also builds REF in a temporary worktree and shows its sizes beside this build's.
import { buildRef, compareArgument, comparisonText, npmBuild } from './compare-ref';
import { sizeCheck } from './size-check';
import { readSizeReport, reportPaths } from './size-report';

const ref = compareArgument(process.argv.slice(2));
const paths = reportPaths();
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
