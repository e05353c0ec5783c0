// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baselineFrom, readBaseline } from '../../../scripts/size/size-baseline';
import type { SizeReport } from '../../../scripts/size/size-report';

const report: SizeReport = JSON.parse(readFileSync('tests/fixtures/size/sizes-over-budget.json', 'utf8'));

describe('baselineFrom', () => {
  it("records the gzip bytes of every widget and of each route's JS and CSS", () => {
    expect(baselineFrom(report).gzipBytes).toEqual({ 'quote-calculator.js': 17796, '/ JS': 69840, '/ CSS': 3139 });
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
