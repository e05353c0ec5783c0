// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stepsFor } from '../../../scripts/bench/calculator-steps';

const labels = [
  'tab: Membership',
  'tab: One-Time Service',
  'exact size: type 1850 (each key)',
  'Calculate (first)',
  'membership Calculate (first)',
  'plan: Exterior Windows',
];

describe('stepsFor', () => {
  it('runs and times every step without a filter', () => {
    expect(stepsFor(labels)).toEqual({ count: 6, timed: new Set(labels) });
  });

  it('runs every step up to the last one named, and times only the named ones', () => {
    expect(stepsFor(labels, 'Calculate (first)')).toEqual({
      count: 5,
      timed: new Set(['Calculate (first)', 'membership Calculate (first)']),
    });
    expect(stepsFor(labels, 'type 1850')).toEqual({ count: 3, timed: new Set(['exact size: type 1850 (each key)']) });
  });

  it('takes a set of labels, each matched whole: the steps a run measures again', () => {
    expect(stepsFor(labels, new Set(['tab: One-Time Service', 'Calculate (first)']))).toEqual({
      count: 4,
      timed: new Set(['tab: One-Time Service', 'Calculate (first)']),
    });
  });

  it('names the steps when none matches', () => {
    expect(() => stepsFor(labels, 'tab: Memberships')).toThrow(
      /No step's label contains "tab: Memberships"\. The steps are:\ntab: Membership\n/,
    );
  });
});
