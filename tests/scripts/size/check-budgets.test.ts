// @vitest-environment node
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { baselineFrom, checkBudgets, readBaseline, readBudgets, type SizeBudgets } from '../../../scripts/size/check-budgets';
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

  it('holds a route named in the route budgets to its own budget, and the others to the default', () => {
    const checks = checkBudgets(withinBudget, { ...budgets, routes: { '/': 60000 } });
    expect(checks).toContainEqual(expect.objectContaining({ id: '/ JS', status: 'over', gzip: 69840, budget: 60000 }));
    expect(
      checks.filter((check) => check.id !== '/ JS' && check.id.endsWith(' JS')).every((check) => check.budget === budgets.routeFirstLoadJs),
    ).toBe(true);
  });

  it('fails a budgeted route the build did not make', () => {
    const checks = checkBudgets(withinBudget, { ...budgets, routes: { '/pricing': 70000 } });
    expect(checks).toContainEqual({ id: '/pricing JS', status: 'not-built', budget: 70000, modules: [] });
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

describe('readBudgets', () => {
  let dir = '';
  let written = 0;
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
    dir = '';
  });

  /** The path of a new budgets file holding `json`, in the test's own folder. */
  async function budgetsFile(json: unknown): Promise<string> {
    dir ||= await mkdtemp(join(tmpdir(), 'read-budgets-'));
    const file = join(dir, `budgets-${(written += 1)}.json`);
    await writeFile(file, JSON.stringify(json));
    return file;
  }

  it('reads the committed size-budgets.json', async () => {
    const budgets = await readBudgets('size-budgets.json');
    expect(Object.keys(budgets.widgets)).toEqual([
      'quote-calculator.js',
      'quote-form.js',
      'contact-form.js',
      'all.js',
      'quote-button.js',
      'iframe-resizer.js',
    ]);
    expect(budgets.routeFirstLoadJs).toBeGreaterThan(0);
  });

  it('names the widget whose budget is not a whole number of bytes', async () => {
    const file = await budgetsFile({ widgets: { 'all.js': '22 KB' }, routeFirstLoadJs: 95000 });
    await expect(readBudgets(file)).rejects.toThrow(`${file}: the budget of "all.js" must be a whole number of gzip bytes, not "22 KB".`);
  });

  it('refuses a file without a route budget', async () => {
    const file = await budgetsFile({ widgets: {} });
    await expect(readBudgets(file)).rejects.toThrow('"routeFirstLoadJs" must be a whole number of gzip bytes');
  });

  it('refuses a route budget that is not a whole number of bytes, or not for a path', async () => {
    const base = { widgets: { 'all.js': 18000 }, routeFirstLoadJs: 95000 };
    await expect(readBudgets(await budgetsFile({ ...base, routes: { '/': '80 kB' } }))).rejects.toThrow(
      'the budget of "/" must be a whole number',
    );
    await expect(readBudgets(await budgetsFile({ ...base, routes: { about: 80000 } }))).rejects.toThrow(
      '"routes" names "about", which is not a path',
    );
    expect((await readBudgets(await budgetsFile(base))).routes).toEqual({});
  });
});

describe('baselineFrom', () => {
  it("records the gzip bytes of every widget and of each route's JS and CSS", () => {
    expect(baselineFrom(overBudget).gzipBytes).toEqual({ 'quote-calculator.js': 17796, '/ JS': 69840, '/ CSS': 3139 });
  });
});

describe('baselineFrom, with module sizes', () => {
  it('records the rendered bytes of every module of each widget and route JS, and none for CSS', () => {
    const [widget] = overBudget.widgets;
    const [route] = overBudget.routes;
    const report: SizeReport = {
      ...overBudget,
      widgets: [{ ...widget, moduleBytes: { 'widgets/entries/quote-calculator.ts': 40 } }],
      routes: [{ ...route, moduleBytes: { 'site/main.tsx': 900 } }],
    };
    expect(baselineFrom(report).moduleRenderedBytes).toEqual({
      'quote-calculator.js': { 'widgets/entries/quote-calculator.ts': 40 },
      '/ JS': { 'site/main.tsx': 900 },
    });
  });
});

describe('readBaseline', () => {
  it('reads the committed size-baseline.json', async () => {
    expect(Object.keys((await readBaseline('size-baseline.json')).gzipBytes)).toContain('quote-calculator.js');
  });

  it('starts from an empty baseline when there is none yet', async () => {
    expect(await readBaseline('tests/fixtures/size/no-baseline.json')).toEqual({ gzipBytes: {} });
  });
});
