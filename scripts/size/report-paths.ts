// Where the size reports are written and where the committed budgets and baseline live. Read once, here.
import { join, resolve } from 'node:path';

export interface ReportPaths {
  reportsDir: string;
  /** reports/sizes.json: the measurements. */
  sizesFile: string;
  /** reports/index.html: the table, linking the treemaps. */
  pageFile: string;
  treemapsDir: string;
  budgetsFile: string;
  baselineFile: string;
}

/** Paths from the repository root `root`; REPORTS_DIR moves the reports (default reports/). */
export function reportPaths(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ReportPaths {
  const reportsDir = resolve(root, env.REPORTS_DIR || 'reports');
  return {
    reportsDir,
    sizesFile: join(reportsDir, 'sizes.json'),
    pageFile: join(reportsDir, 'index.html'),
    treemapsDir: join(reportsDir, 'treemaps'),
    budgetsFile: resolve(root, 'size-budgets.json'),
    baselineFile: resolve(root, 'size-baseline.json'),
  };
}
