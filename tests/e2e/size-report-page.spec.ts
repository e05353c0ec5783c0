// The size report page (reports/index.html) fits a 1280 px window: every column, the bars last, is in view without
// scrolling sideways, with the React comparison lines and long file names that make the table widest.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { checkBudgets, type SizeBudgets } from '../../scripts/size/check-budgets';
import type { SizeReport } from '../../scripts/size/size-report';
import { problemsTable, reportPage, sizeRows } from '../../scripts/size/size-table';

const fixture: SizeReport = JSON.parse(readFileSync('tests/fixtures/size/sizes-within-budget.json', 'utf8'));
const sizes = { raw: 243_400, gzip: 76_500, brotli: 68_400 };
const report: SizeReport = {
  ...fixture,
  files: {
    'assets/service-page-window-cleaning-and-gutter-brightening-BxY12aZq.js': sizes,
    'widgets/v/quote-calculator.0123456789abcdef.js': sizes,
  },
};
// One widget over budget and one budgeted but not built, for the longest statuses.
const budgets: SizeBudgets = { widgets: { 'quote-calculator.js': 14_000, 'all.js': 22_000 }, routeFirstLoadJs: 95_000, routes: {} };

test('the size report page fits a 1280 px window, bars included', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const checks = checkBudgets(report, budgets);
  const rows = sizeRows(report, checks, { gzipBytes: {} });
  const title = `Sizes of /home/someone/okanagan-exterior-cleaning/dist built ${fixture.generatedAt}; gzip by Zopfli and brotli quality 11`;
  await page.setContent(reportPage(title, rows, problemsTable(checks, ['quote-calculator.js']), ['site', 'quote-calculator']));
  expect(await page.getByRole('cell', { name: /React\/Preact/ }).count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const rightEdges = await page
    .locator('table td, table th')
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right));
  expect(Math.max(...rightEdges)).toBeLessThanOrEqual(1280);
});
