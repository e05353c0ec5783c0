// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BudgetCheck } from '../../../scripts/size/check-budgets';
import type { EntryChange } from '../../../scripts/size/size-changes';
import { summaryMarkdown } from '../../../scripts/size/summary-markdown';

const grown: EntryChange = {
  ids: ['quote-calculator.js'],
  before: 15340,
  after: 15800,
  modules: [
    { id: 'common/calculator/one-time-panel.tsx', before: 5000, after: 5310, bytes: 310 },
    { id: 'common/calculator/old-helper.ts', before: 95, bytes: -95 },
  ],
};
const within: BudgetCheck = { id: 'quote-calculator.js', status: 'within', gzip: 15800, budget: 16000, modules: [] };

describe('summaryMarkdown', () => {
  it('gives each change a row: the entry, its gzip size, its change, its budget and the modules behind it', () => {
    const markdown = summaryMarkdown([grown], [within], 'size-baseline.json', 42);
    expect(markdown).toContain('| Entry | Gzip | Change | Budget | Modules that changed |');
    expect(markdown).toContain(
      '| quote-calculator.js | 15.8 kB | +460 B (+3.0%) | ok, 200 B left | `common/calculator/one-time-panel.tsx +310 B`, `common/calculator/old-helper.ts -95 B (gone)` |',
    );
    expect(markdown).toContain('41 of 42 entries unchanged.');
    expect(markdown).toContain('Every entry is within its budget.');
  });

  it('says which measure each figure is', () => {
    expect(summaryMarkdown([grown], [within], 'size-baseline.json', 42)).toContain(
      'Against size-baseline.json: entries in gzip bytes (gzip by Zopfli, 1 kB = 1000 bytes); their modules in rendered bytes (after tree-shaking, before minifying).',
    );
  });

  it('names the budget problems, and says so when nothing changed', () => {
    const over: BudgetCheck = { ...within, status: 'over', gzip: 16200 };
    const markdown = summaryMarkdown([], [over], 'size-baseline.json', 42);
    expect(markdown).toContain('No entry changed (42 compared).');
    expect(markdown).toContain('Budget problems: quote-calculator.js OVER by 200 B (+1.3%).');
  });

  it('keeps a pipe in a module id inside its cell', () => {
    const odd: EntryChange = { ...grown, modules: [{ id: 'virtual:a|b', before: 1, after: 2, bytes: 1 }] };
    expect(summaryMarkdown([odd], [within], 'size-baseline.json', 42)).toContain('`virtual:a\\|b +1 B`');
  });
});
