// `npm run size`: fails, with a table of what is over budget and why, unless every budget in size-budgets.json holds.
import { sizeCheck } from './size-check';
import { reportPaths } from './size-report';

const { ok, text } = await sizeCheck(reportPaths());
console.log(text);
if (!ok) {
  console.error('\nSize check failed: fix the problems above. Never loosen a budget without saying why in the commit.');
  process.exitCode = 1;
}
