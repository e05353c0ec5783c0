// @vitest-environment happy-dom
import { within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { reportPage } from '../../../scripts/size/report-page';
import type { SizeRow } from '../../../scripts/size/size-table';

const rows: SizeRow[] = [
  {
    section: 'Widgets (all-in)',
    cells: ['quote-calculator.js', '51.4 kB', '17.8 kB', '16.0 kB', '16.0 kB', 'new', 'OVER by 1.8 kB (+11.2%)'],
    problem: true,
    grew: false,
    detail: false,
    treemap: 'treemaps/quote-calculator.html',
  },
  {
    section: 'Routes (first load)',
    cells: ['/ JS', '223.3 kB', '69.8 kB', '60.4 kB', '95.0 kB', 'new', 'ok, 25.2 kB left'],
    problem: false,
    grew: false,
    detail: false,
    treemap: 'treemaps/site.html',
  },
];

/** The page for `rows` with `problems`, as a reader finds it. */
function pageWith(problems: string) {
  const html = reportPage('Sizes of dist', rows, problems, ['site', 'quote-calculator']);
  return within(new DOMParser().parseFromString(html, 'text/html').body);
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
});
