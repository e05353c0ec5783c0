// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBudgets, readBudgets } from '../../../scripts/size/read-budgets';

describe('readBudgets', () => {
  it('reads the committed size-budgets.json', async () => {
    const budgets = await readBudgets('size-budgets.json');
    expect(Object.keys(budgets.widgets)).toEqual(['quote-calculator.js', 'quote-form.js', 'contact-form.js', 'all.js']);
    expect(budgets.routeFirstLoadJs).toBeGreaterThan(0);
  });
});

describe('parseBudgets', () => {
  it('names the widget whose budget is not a whole number of bytes', () => {
    expect(() => parseBudgets({ widgets: { 'all.js': '22 KB' }, routeFirstLoadJs: 95000 }, 'budgets.json')).toThrow(
      'budgets.json: the budget of "all.js" must be a whole number of gzip bytes, not "22 KB".',
    );
  });

  it('refuses a file without a route budget', () => {
    expect(() => parseBudgets({ widgets: {} }, 'budgets.json')).toThrow('"routeFirstLoadJs" must be a whole number of gzip bytes');
  });
});
