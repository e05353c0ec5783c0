// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { byteSizes, formatBytes, sumSizes } from '../../../scripts/size/byte-sizes';

const text = 'export const widget = "quote calculator";\n'.repeat(50);

describe('byteSizes', () => {
  it('measures raw bytes, and gzip and brotli at the best levels, as the server pre-compresses', () => {
    const sizes = byteSizes(text);
    expect(sizes.raw).toBe(Buffer.byteLength(text));
    expect(sizes.gzip).toBe(gzipSync(text, { level: 9 }).byteLength);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
  });
});

describe('sumSizes', () => {
  it('adds files fetched together, each compressed on its own', () => {
    expect(sumSizes([byteSizes('a'), byteSizes('b')])).toEqual({
      raw: 2,
      gzip: byteSizes('a').gzip * 2,
      brotli: byteSizes('a').brotli * 2,
    });
  });
});

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
