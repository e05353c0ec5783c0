// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../../server/leads/group-commit';

describe('groupCommit', () => {
  it('rejects every item of a batch whose write throws, instead of throwing out of its timer, and writes the next batch', async () => {
    let fail = true;
    const batches = groupCommit<string, string>((items) => {
      if (fail) throw new Error('disk I/O error');
      return items.map((item) => `${item} stored`);
    });
    const first = [batches.add('a'), batches.add('b')];
    await expect(Promise.all(first)).rejects.toThrow('disk I/O error');
    await expect(first[1]).rejects.toThrow('disk I/O error');
    fail = false;
    await expect(batches.add('c')).resolves.toBe('c stored');
  });
});
