// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../scripts/size/format-bytes';

describe('formatBytes', () => {
  it('counts 1000 bytes to the kilobyte', () => {
    expect(formatBytes(16000)).toBe('16.0 kB');
    expect(formatBytes(17796)).toBe('17.8 kB');
  });

  it('keeps counts under 1000 in bytes, signed', () => {
    expect(formatBytes(412)).toBe('412 B');
    expect(formatBytes(-412)).toBe('-412 B');
  });
});
