// `npm run build`: builds everything into dist/ (or DIST_DIR), and nothing more: measuring is `npm run size`'s job,
// the report with React builds `npm run report`'s. `--quiet`, as `npm start` builds: progress only.
import { resolve } from 'node:path';
import { readDistDir } from '../../serving/dist-dir';
import { buildEverything } from './build-everything';

const started = performance.now();
const outDir = resolve(readDistDir());
const { pages, widgets } = await buildEverything({ outDir, quiet: process.argv.includes('--quiet') });
console.log(
  `Built ${pages.length} pages and ${widgets.length} widget scripts into ${outDir} in ${Math.round(performance.now() - started)} ms.`,
);
