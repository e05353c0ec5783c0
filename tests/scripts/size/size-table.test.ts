// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { checkBudgets, type SizeBudgets } from '../../../scripts/size/check-budgets';
import type { SizeReport } from '../../../scripts/size/size-report';
import { reportPage, sizeRows, type SizeRow } from '../../../scripts/size/size-table';

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

const rows: SizeRow[] = [
  {
    section: 'Widgets (all-in)',
    cells: ['quote-calculator.js', '51.4 kB', '17.8 kB', '16.0 kB', '16.0 kB', 'new', 'OVER by 1.8 kB (+11.2%)'],
    problem: true,
    grew: false,
    detail: false,
    treemap: 'treemaps/quote-calculator.html',
    budgetUse: { gzip: 17796, budget: 16000 },
  },
  {
    section: 'Widgets (all-in)',
    cells: ['  with React', '222.8 kB', '69.4 kB', '59.7 kB', '', '', 'React/Preact 3.90×, Preact saves 74.4%'],
    problem: false,
    grew: false,
    detail: true,
    reactPair: { preact: 17796, react: 69369 },
  },
  {
    section: 'Routes (first load)',
    cells: ['/ JS', '223.3 kB', '69.8 kB', '60.4 kB', '95.0 kB', 'new', 'ok, 25.2 kB left'],
    problem: false,
    grew: false,
    detail: false,
    treemap: 'treemaps/site.html',
    budgetUse: { gzip: 69840, budget: 95000 },
  },
];

/** The page for `rows` with `problems` and `changes`, as a reader finds it. */
function pageWith(problems: string, changes = '') {
  const html = reportPage('Sizes of dist', rows, problems, ['site', 'quote-calculator'], changes);
  return within(new DOMParser().parseFromString(html, 'text/html').body);
}

/** The cells of the row headed by the link `entry`, or by the text `entry`. */
function cellsOf(entry: string): string[] {
  const table = pageWith('').getByRole('table');
  const row = [...table.querySelectorAll('tr')].find((candidate) => candidate.querySelector('td')?.textContent === entry)!;
  return [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
}

describe('reportPage', () => {
  it('links every treemap under its name', () => {
    const treemaps = within(pageWith('').getByRole('list'));
    expect(treemaps.getByRole('link', { name: 'site' }).getAttribute('href')).toBe('treemaps/site.html');
    expect(treemaps.getByRole('link', { name: 'quote-calculator' }).getAttribute('href')).toBe('treemaps/quote-calculator.html');
  });

  it('links each entry of the table to the treemap that explains it, under a heading for its section', () => {
    const table = within(pageWith('').getByRole('table'));
    expect(table.getByRole('link', { name: 'quote-calculator.js' }).getAttribute('href')).toBe('treemaps/quote-calculator.html');
    expect(table.getByRole('link', { name: '/ JS' }).getAttribute('href')).toBe('treemaps/site.html');
    expect(table.getAllByRole('rowheader').map((heading) => heading.textContent)).toEqual(['Widgets (all-in)', 'Routes (first load)']);
  });

  it('shows the problems when there are any, and says every entry is within its budget when there are none', () => {
    expect(pageWith('1 size problem').getByRole('heading', { name: 'Problems' })).toBeTruthy();
    expect(pageWith('').getByText('Every entry is within its budget.')).toBeTruthy();
    expect(pageWith('').queryByRole('heading', { name: 'Problems' })).toBeNull();
  });

  it("shows each entry's budget use as a bar with its figures in text: used and left, or over", () => {
    expect(pageWith('').getByRole('columnheader', { name: 'Budget use, React/Preact' })).toBeTruthy();
    expect(cellsOf('/ JS').at(-1)).toBe(' 74% used, 25.2 kB left');
    expect(cellsOf('quote-calculator.js').at(-1)).toBe(' 111% used, 1.8 kB over');
  });

  it('draws the React and Preact builds as a pair of bars on one scale, each with its size in text', () => {
    expect(cellsOf('  with React').at(-1)).toBe('Preact 17.8 kBReact 69.4 kB');
  });

  it('hides the bars themselves from screen readers, since the text beside them says the same', () => {
    const html = reportPage('Sizes of dist', rows, '', [], '');
    const bars = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('.bar');
    expect(bars.length).toBe(4);
    for (const bar of bars) expect(bar.getAttribute('aria-hidden')).toBe('true');
  });

  it('lists the changes against the baseline when there are any', () => {
    const changes = 'quote-calculator.js: +460 B (+3.0%) gzip\n      +310 B  common/calculator/one-time-panel.tsx';
    expect(pageWith('', changes).getByRole('heading', { name: 'Changes' })).toBeTruthy();
    expect(pageWith('', changes).getByText(/one-time-panel\.tsx/)).toBeTruthy();
    expect(pageWith('').queryByRole('heading', { name: 'Changes' })).toBeNull();
  });
});
