// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dailyCount, postRate, rememberedClients } from '../../../server/intake/intake-limits';

describe('the per-client counters under a scan of many addresses', () => {
  it('postRate remembers at most rememberedClients clients, whatever the number that post', () => {
    const overRate = postRate(2, 60_000);
    for (let index = 0; index < 3 * rememberedClients; index++) overRate(`client ${index}`, 0);
    expect(overRate.clients).toBe(rememberedClients);
  });

  it('postRate still limits a client seen recently, while the scan goes on', () => {
    const overRate = postRate(2, 60_000, 1_000);
    const answers = [];
    for (let index = 0; index < 10_000; index++) {
      overRate(`scanner ${index}`, index);
      if (index % 100 === 0) answers.push(overRate('steady', index));
    }
    expect(overRate.clients).toBe(1_000);
    expect(answers.slice(0, 3)).toEqual([false, false, true]);
    expect(answers.slice(2).every(Boolean)).toBe(true);
  });

  it('postRate starts a new window once the last one is over', () => {
    const overRate = postRate(1, 1_000);
    expect([overRate('a', 0), overRate('a', 999), overRate('a', 1_000)]).toEqual([false, true, false]);
  });

  it('dailyCount counts per UTC day and remembers at most rememberedClients clients', () => {
    const count = dailyCount();
    const day = Date.parse('2025-03-01T12:00:00Z');
    expect([count('a', day), count('a', day + 1), count('a', day + 12 * 3_600_000)]).toEqual([1, 2, 1]);
    for (let index = 0; index < 2 * rememberedClients; index++) count(`client ${index}`, day);
    expect(count.clients).toBe(rememberedClients);
  });
});
