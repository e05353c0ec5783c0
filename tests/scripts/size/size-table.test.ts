// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBudgets, type SizeBudgets } from '../../../scripts/size/check-budgets';
import type { SizeReport } from '../../../scripts/size/size-report';
import { sizeRows } from '../../../scripts/size/size-table';

const report: SizeReport = JSON.parse(readFileSync('tests/fixtures/size/sizes-within-budget.json', 'utf8'));
const budgets: SizeBudgets = { widgets: { 'quote-calculator.js': 16000, 'all.js': 22000 }, routeFirstLoadJs: 95000, routes: {} };
const rowsAgainst = (gzipBytes: Record<string, number>) => sizeRows(report, checkBudgets(report, budgets), { gzipBytes });
const row = (gzipBytes: Record<string, number>, id: string) => rowsAgainst(gzipBytes).find((candidate) => candidate.cells[0] === id)!;

describe('sizeRows', () => {
  it('marks growth over 5 % against the baseline', () => {
    const grown = row({ 'quote-calculator.js': 14700 }, 'quote-calculator.js');
    expect(grown.cells[5]).toBe('▲ +800 B (+5.4%)');
    expect(grown.grew).toBe(true);
  });

  it('shows growth up to 5 % and shrinking unmarked', () => {
    expect(row({ 'quote-calculator.js': 14800 }, 'quote-calculator.js').cells[5]).toBe('+700 B (+4.7%)');
    expect(row({ '/ JS': 70840 }, '/ JS').cells[5]).toBe('-1.0 kB (-1.4%)');
    expect(row({ '/ JS': 70840 }, '/ JS').grew).toBe(false);
  });

  it('shows entries missing from the baseline as new', () => {
    expect(row({}, '/ CSS').cells[5]).toBe('new');
  });

  it('follows each widget with its React build and the ratio of their gzip sizes', () => {
    const rows = rowsAgainst({});
    const widgetIndex = rows.findIndex((candidate) => candidate.cells[0] === 'quote-calculator.js');
    expect(rows[widgetIndex + 1].cells).toEqual([
      '  with React',
      '222.8 kB',
      '69.4 kB',
      '59.7 kB',
      '',
      '',
      'React/Preact 4.48×, Preact saves 77.7%',
    ]);
  });

  it('lists a budgeted widget the build did not make as a problem among the widgets', () => {
    expect(row({}, 'all.js')).toMatchObject({
      section: 'Widgets (all-in)',
      problem: true,
      cells: ['all.js', '', '', '', '22.0 kB', '', 'NOT BUILT'],
    });
  });

  it('links widgets to their own treemap and routes to the site treemap', () => {
    expect(row({}, 'quote-calculator.js').treemap).toBe('treemaps/quote-calculator.html');
    expect(row({}, '/ JS').treemap).toBe('treemaps/site.html');
  });
});
