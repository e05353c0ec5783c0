// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../../scripts/size/check-budgets';
import type { SizeBudgets } from '../../../scripts/size/read-budgets';
import type { SizeReport } from '../../../scripts/size/size-report';

const fixture = (name: string) => JSON.parse(readFileSync(`tests/fixtures/size/${name}`, 'utf8'));
const overBudget: SizeReport = fixture('sizes-over-budget.json');
const withinBudget: SizeReport = fixture('sizes-within-budget.json');
const budgets: SizeBudgets = fixture('budgets.json');

describe('checkBudgets', () => {
  it('finds a widget over its budget, naming it', () => {
    expect(checkBudgets(overBudget, budgets)).toContainEqual(
      expect.objectContaining({ id: 'quote-calculator.js', status: 'over', gzip: 17796, budget: 16000 }),
    );
  });

  it('passes every entry of a report within budget', () => {
    expect(checkBudgets(withinBudget, budgets).map((check) => [check.id, check.status])).toEqual([
      ['quote-calculator.js', 'within'],
      ['/ JS', 'within'],
    ]);
  });

  it('passes an entry exactly at its budget', () => {
    const checks = checkBudgets(withinBudget, { ...budgets, widgets: { 'quote-calculator.js': 15500 } });
    expect(checks[0].status).toBe('within');
  });

  it("holds each route's first-load JS, not its CSS, against the route budget", () => {
    const checks = checkBudgets(withinBudget, { ...budgets, routeFirstLoadJs: 60000 });
    expect(checks).toContainEqual(expect.objectContaining({ id: '/ JS', status: 'over', gzip: 69840, budget: 60000 }));
    expect(checks.map((check) => check.id)).not.toContain('/ CSS');
  });

  it('fails a budgeted widget the build did not make', () => {
    const checks = checkBudgets(withinBudget, { ...budgets, widgets: { ...budgets.widgets, 'quote-form.js': 12000 } });
    expect(checks).toContainEqual({ id: 'quote-form.js', status: 'not-built', budget: 12000, modules: [] });
  });

  it('fails a built widget that has no budget', () => {
    const checks = checkBudgets(withinBudget, { ...budgets, widgets: {} });
    expect(checks).toContainEqual(expect.objectContaining({ id: 'quote-calculator.js', status: 'no-budget' }));
  });
});
