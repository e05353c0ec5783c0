// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSizeReport } from '../../../scripts/size/size-report';

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
