// @vitest-environment node
// `npm run size`, the budgets' check CI runs after the build: its exit code is what fails CI.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const fixtures = 'tests/fixtures/size';
let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('npm run size', () => {
  it('exits 1, naming the script over its budget, for a build over budget', { timeout: 30_000 }, async () => {
    const report = JSON.parse(await readFile(`${fixtures}/sizes-over-budget.json`, 'utf8'));
    dir = await mkdtemp(join(tmpdir(), 'npm-run-size-'));
    await writeFile(join(dir, 'sizes.json'), JSON.stringify({ ...report, distDir: resolve(fixtures, report.distDir) }));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size/size.ts'], {
      env: { ...process.env, REPORTS_DIR: dir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/quote-calculator\.js +17\.8 kB +[\d.]+ kB +over by/);
    expect(result.stderr).toContain('Size check failed');
  });
});
