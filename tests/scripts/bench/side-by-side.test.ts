// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseBuild, inTurn, lastRelease, medianAndWorst, overBudget, runAhead } from '../../../scripts/bench/side-by-side';

describe('medianAndWorst', () => {
  it('takes the middle value of an odd count and the highest as the worst', () => {
    expect(medianAndWorst([120, 340, 90, 200, 110])).toEqual({ median: 120, worst: 340 });
  });

  it('averages the middle two of an even count', () => {
    expect(medianAndWorst([40, 10, 30, 20])).toEqual({ median: 25, worst: 40 });
  });

  it('refuses no values rather than print NaN', () => {
    expect(() => medianAndWorst([])).toThrow(/at least one/);
  });
});

describe('runAhead', () => {
  it('joins the first control group it can make and weigh, and again once it is there; says so when it can join none', () => {
    // Folders standing in for the control group file systems: cgroup v1's cpu hierarchy here, no v2 one.
    const root = mkdtempSync(join(tmpdir(), 'run-ahead-'));
    try {
      mkdirSync(join(root, 'cpu'));
      const groups = [`${root}/cgroup2/bench cpu.weight 10000`, `${root}/cpu/bench cpu.shares 262144`];
      for (const run of [1, 2]) {
        expect(runAhead(groups), `run ${run}`).toBe(`Runs ahead of other work for the CPU (${root}/cpu/bench, cpu.shares 262144).`);
        expect(readFileSync(join(root, 'cpu/bench/cpu.shares'), 'utf8')).toBe('262144');
        expect(readFileSync(join(root, 'cpu/bench/cgroup.procs'), 'utf8')).toBe(String(process.pid));
      }
      expect(runAhead([`${root}/cgroup2/bench cpu.weight 10000`])).toMatch(/^Runs at the usual priority/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('inTurn', () => {
  it('takes the items in order on even rounds and backwards on odd ones, so none always goes first', () => {
    const builds = ['floor', 'base', 'this'];
    expect([0, 1, 2].map((round) => inTurn(builds, round))).toEqual([builds, ['this', 'base', 'floor'], builds]);
    expect(builds).toEqual(['floor', 'base', 'this']);
  });
});

describe('overBudget', () => {
  it('lists a time ratio over its limit and a rate ratio under its own, and nothing at a limit', () => {
    const over = overBudget([
      { what: 'Calculate, to the floor', ratio: 2.04, limit: 2 },
      { what: 'tab, to the floor', ratio: 2, limit: 2 },
      { what: 'stored posts, to the base', ratio: 0.86, limit: 0.9, atLeast: true },
      { what: 'stored posts, to the base, again', ratio: 0.9, limit: 0.9, atLeast: true },
    ]);
    expect(over).toEqual(['Calculate, to the floor: 2.04x, budget at most 2x', 'stored posts, to the base: 0.86x, budget at least 0.9x']);
  });

  it('shows the third decimal of a ratio that two would round to its limit', () => {
    expect(overBudget([{ what: '/quote: FCP to the floor', ratio: 1.2016, limit: 1.2 }])).toEqual([
      '/quote: FCP to the floor: 1.202x, budget at most 1.2x',
    ]);
  });
});

describe('baseBuild', () => {
  it('says what to do when the base is not in this clone, before building anything', async () => {
    await expect(baseBuild('no-such-release')).rejects.toThrow(
      'No commit no-such-release in this clone: fetch it (a shallow clone lacks it), or pass --base REF.',
    );
  });
});

describe('lastRelease', () => {
  it('names a commit of this repository', async () => {
    const release = await lastRelease();
    expect(release).toMatch(/^[0-9a-f]{40}$/);
    expect(execFileSync('git', ['cat-file', '-t', release], { encoding: 'utf8' }).trim()).toBe('commit');
  });
});
