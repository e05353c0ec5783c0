import { describe, expect, it } from 'vitest';
import { readDistDir } from '../../serving/dist-dir';

describe('readDistDir', () => {
  it('is DIST_DIR, or dist, whatever else is set', () => {
    expect(readDistDir({})).toBe('dist');
    expect(readDistDir({ DIST_DIR: '/srv/dist', PORT: 'bad' })).toBe('/srv/dist');
  });
});
