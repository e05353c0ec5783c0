// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '../../../server/http/precompress-dir';
import { byteSizes, formatBytes, sumSizes } from '../../../scripts/size/byte-sizes';

const text = 'export const widget = "quote calculator";\n'.repeat(50);

describe('byteSizes', () => {
  it('counts the bytes of the twins the server pre-compresses and serves', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'byte-sizes-test-'));
    try {
      await writeFile(join(dir, 'widget.js'), text);
      await precompressDir(dir);
      const sizes = await byteSizes(text);
      expect(sizes.raw).toBe(Buffer.byteLength(text));
      expect(sizes.gzip).toBe((await readFile(join(dir, 'widget.js.gz'))).byteLength);
      expect(sizes.brotli).toBe((await readFile(join(dir, 'widget.js.br'))).byteLength);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('measures gzip smaller than zlib at its best level, and brotli smaller still', async () => {
    const sizes = await byteSizes(text);
    expect(sizes.gzip).toBeLessThan(gzipSync(text, { level: 9 }).byteLength);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
  });
});

describe('sumSizes', () => {
  it('adds files fetched together, each compressed on its own', async () => {
    const [a, b] = await Promise.all([byteSizes('a'), byteSizes('b')]);
    expect(sumSizes([a, b])).toEqual({ raw: 2, gzip: a.gzip * 2, brotli: a.brotli * 2 });
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
