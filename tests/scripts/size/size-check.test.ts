// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sizeCheck } from '../../../scripts/size/size-check';
import type { SizeReport } from '../../../scripts/size/size-report';

const fixtures = 'tests/fixtures/size';
const paths = (sizes: string) => ({
  sizesFile: `${fixtures}/${sizes}`,
  budgetsFile: `${fixtures}/budgets.json`,
  baselineFile: `${fixtures}/no-baseline.json`,
});

describe('sizeCheck', () => {
  it('fails a report over budget with a table naming the entry, by how much, and its biggest modules', async () => {
    const { ok, text } = await sizeCheck(paths('sizes-over-budget.json'));
    expect(ok).toBe(false);
    expect(text).toMatch(/quote-calculator\.js +17\.8 kB +16\.0 kB +over by 1\.8 kB \(\+11\.2%\)/);
    expect(text).toMatch(/15\.2 kB +19\.4% +node_modules\/preact\/dist\/preact\.module\.js/);
  });

  it('names no more than five modules per entry', async () => {
    const { text } = await sizeCheck(paths('sizes-over-budget.json'));
    expect(text).not.toContain('preact/hooks');
  });

  it('passes a report within budget', async () => {
    const { ok, text } = await sizeCheck(paths('sizes-within-budget.json'));
    expect(ok).toBe(true);
    expect(text).toContain('Every entry is within its budget.');
  });

  it('prints the whole size table either way, with the React comparison', async () => {
    const { text } = await sizeCheck(paths('sizes-within-budget.json'));
    expect(text).toMatch(/with React +222\.8 kB +69\.4 kB +59\.7 kB +React\/Preact 4\.48×, Preact saves 77\.7%/);
    expect(text).toMatch(/\/ JS +223\.3 kB +69\.8 kB +60\.4 kB +95\.0 kB +new +ok, 25\.2 kB left/);
    expect(text).not.toContain('npm run report');
  });

  it('says how to have the React comparison when the build left it out', async () => {
    const report = JSON.parse(await readFile(`${fixtures}/sizes-within-budget.json`, 'utf8')) as SizeReport;
    const withoutReact: SizeReport = {
      ...report,
      distDir: resolve(fixtures, report.distDir),
      widgets: report.widgets.map(({ withReact: _, ...widget }) => widget),
    };
    const dir = await mkdtemp(join(tmpdir(), 'size-check-'));
    await writeFile(join(dir, 'sizes.json'), JSON.stringify(withoutReact));
    const { text } = await sizeCheck({ ...paths('sizes-within-budget.json'), sizesFile: join(dir, 'sizes.json') });
    await rm(dir, { recursive: true });
    expect(text).not.toMatch(/^ +with React /m);
    expect(text).toContain('widgets not built with React for comparison (npm run report does)');
  });

  it('says to build and measure first when there is no report', async () => {
    await expect(sizeCheck(paths('missing.json'))).rejects.toThrow(
      `No size report at ${fixtures}/missing.json: run npm run build, then npm run size, which writes it.`,
    );
  });
});
