// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../serving/precompress-dir';
import { byteSizes, formatBytes, readSizeReport, sumSizes } from '../../../scripts/size/size-report';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

async function reportOf(rawBytesRecorded: number) {
  dir = await mkdtemp(join(tmpdir(), 'read-size-report-'));
  await writeFile(join(dir, 'app.js'), 'export {};\n');
  const report = {
    generatedAt: '',
    distDir: '.',
    files: { 'app.js': { raw: rawBytesRecorded, gzip: 1, brotli: 1 } },
    routes: [],
    widgets: [],
  };
  await writeFile(join(dir, 'sizes.json'), JSON.stringify(report));
  return join(dir, 'sizes.json');
}

describe('readSizeReport', () => {
  it('resolves the measured build against the report folder', async () => {
    const report = await readSizeReport(await reportOf(11));
    expect(report.distDir).toBe(dir);
  });

  it('refuses a report that no longer matches the build on disk', async () => {
    const file = await reportOf(12);
    await expect(readSizeReport(file)).rejects.toThrow(`(app.js is 11 bytes, not 12): run npm run build again.`);
  });
});

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
