// @vitest-environment node
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BudgetCheck, SizeBaseline } from '../../../scripts/size/check-budgets';
import { changesText, moduleChanges, sizeChanges, summaryMarkdown, type EntryChange } from '../../../scripts/size/size-changes';
import { sizeCheck, writeReports } from '../../../scripts/size/size-check';
import { reportPaths, type SizeReport } from '../../../scripts/size/size-report';

const report: SizeReport = JSON.parse(readFileSync('tests/fixtures/size/sizes-within-budget.json', 'utf8'));
const widgetModules = {
  'node_modules/preact/dist/preact.module.js': 15166,
  'common/calculator/one-time-panel.tsx': 5557,
  'common/calculator/membership-panel.tsx': 3200,
};
/** The fixture report with every module of its widget and route recorded. */
const withModules: SizeReport = {
  ...report,
  widgets: report.widgets.map((widget) => ({ ...widget, moduleBytes: widgetModules })),
  routes: report.routes.map((route) => ({ ...route, moduleBytes: { 'site/main.tsx': 900, 'node_modules/react-dom/client.js': 454885 } })),
};
/** The baseline the fixture grew from: one-time-panel.tsx 310 bytes smaller, the entry 460 gzip bytes smaller. */
const grownFrom: SizeBaseline = {
  gzipBytes: { 'quote-calculator.js': 15040, '/ JS': 69840, '/ CSS': 3139 },
  moduleRenderedBytes: {
    'quote-calculator.js': { ...widgetModules, 'common/calculator/one-time-panel.tsx': 5247 },
    '/ JS': { 'site/main.tsx': 900, 'node_modules/react-dom/client.js': 454885 },
  },
};

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Files a report and a baseline into a temporary folder, and the paths `sizeCheck` reads. */
async function filed(sizes: SizeReport, baseline: SizeBaseline) {
  dir = await mkdtemp(join(tmpdir(), 'size-changes-'));
  await writeFile(join(dir, 'sizes.json'), JSON.stringify({ ...sizes, distDir: '.' }));
  await writeFile(join(dir, 'size-baseline.json'), JSON.stringify(baseline));
  return {
    sizesFile: join(dir, 'sizes.json'),
    budgetsFile: 'tests/fixtures/size/budgets.json',
    baselineFile: join(dir, 'size-baseline.json'),
  };
}

describe('npm run size against the baseline', () => {
  it('names the module that grew, by how much in rendered bytes, under the entry that grew in gzip', async () => {
    const { text } = await sizeCheck(await filed(withModules, grownFrom));
    expect(text).toContain('1 of 3 entries changed against size-baseline.json');
    expect(text).toContain('their modules in rendered bytes (after tree-shaking, before minifying)');
    expect(text).toMatch(
      /quote-calculator\.js: \+460 B \(\+3\.1%\) gzip \(15\.0 kB -> 15\.5 kB\)\n +\+310 B {2}common\/calculator\/one-time-panel\.tsx$/,
    );
    expect(text).not.toContain('membership-panel.tsx');
  });

  it('says nothing changed when the build matches the baseline', async () => {
    const same = { ...grownFrom, gzipBytes: { ...grownFrom.gzipBytes, 'quote-calculator.js': 15500 } };
    same.moduleRenderedBytes = { ...same.moduleRenderedBytes, 'quote-calculator.js': widgetModules };
    expect((await sizeCheck(await filed(withModules, same))).text).toContain('No entry changed against size-baseline.json.');
  });

  it('says how to record module sizes when the baseline has none', async () => {
    const { text } = await sizeCheck(await filed(withModules, { gzipBytes: grownFrom.gzipBytes }));
    expect(text).toContain('(size-baseline.json recorded no module sizes, so no change is explained by module.)');
    expect(text).toContain('npm run size:update records them');
  });

  it('writes reports/summary.md beside sizes.json and index.html', async () => {
    const { budgetsFile, baselineFile } = await filed(withModules, grownFrom);
    const paths = { ...reportPaths({ REPORTS_DIR: join(dir, 'reports') }), budgetsFile, baselineFile };
    await writeReports({ ...withModules, distDir: dir }, paths);
    expect(await readFile(paths.summaryFile, 'utf8')).toContain('| quote-calculator.js | 15.5 kB | +460 B (+3.1%) |');
  });
});

describe('moduleChanges', () => {
  it('lists modules that grew, shrank, appeared or went away, the biggest change first', () => {
    expect(
      moduleChanges({ 'a.ts': 100, 'b.ts': 50, 'gone.ts': 20, 'same.ts': 7 }, { 'a.ts': 90, 'b.ts': 80, 'new.ts': 400, 'same.ts': 7 }),
    ).toEqual([
      { id: 'new.ts', before: undefined, after: 400, bytes: 400 },
      { id: 'b.ts', before: 50, after: 80, bytes: 30 },
      { id: 'gone.ts', before: 20, after: undefined, bytes: -20 },
      { id: 'a.ts', before: 100, after: 90, bytes: -10 },
    ]);
  });
});

describe('sizeChanges', () => {
  const before: SizeBaseline = {
    gzipBytes: { '/a JS': 100, '/b JS': 100, '/c JS': 100, 'old.js': 10 },
    moduleRenderedBytes: { '/a JS': { 'x.ts': 10 }, '/b JS': { 'x.ts': 10 }, '/c JS': { 'x.ts': 10 } },
  };
  const after: SizeBaseline = {
    gzipBytes: { '/a JS': 110, '/b JS': 110, '/c JS': 100, 'new.js': 30 },
    moduleRenderedBytes: { '/a JS': { 'x.ts': 40 }, '/b JS': { 'x.ts': 40 }, '/c JS': { 'x.ts': 10 }, 'new.js': { 'y.ts': 30 } },
  };

  it('lists entries with the same change together, new entries, then entries that went away, and no unchanged one', () => {
    const changes = sizeChanges(before, after);
    expect(changes.map((change) => [change.ids, change.before, change.after])).toEqual([
      [['/a JS', '/b JS'], 100, 110],
      [['new.js'], undefined, 30],
      [['old.js'], 10, undefined],
    ]);
    expect(changes[0].modules).toEqual([{ id: 'x.ts', before: 10, after: 40, bytes: 30 }]);
  });

  it('prints new and gone entries as such', () => {
    const text = changesText(sizeChanges(before, after), 'main', 4);
    expect(text).toContain('new.js: new, 30 B gzip');
    expect(text).toContain('old.js: gone (was 10 B gzip)');
  });

  it('names the modules beyond the first twelve by their count and total', () => {
    const many = Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`m${index}.ts`, 100 + index]));
    const text = changesText(
      sizeChanges(
        { gzipBytes: { 'a.js': 1 }, moduleRenderedBytes: { 'a.js': {} } },
        { gzipBytes: { 'a.js': 2 }, moduleRenderedBytes: { 'a.js': many } },
      ),
      'main',
      1,
    );
    expect(text).toContain('and 3 more modules, +303 B in all');
  });
});

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
