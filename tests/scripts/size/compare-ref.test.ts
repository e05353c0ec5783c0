// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRef, compareArgument, comparisonText, type BuildCheckout } from '../../../scripts/size/compare-ref';
import type { SizeReport } from '../../../scripts/size/size-report';

/** A report of one widget whose modules are those listed in the checkout's modules.json, 1 gzip byte per 10 rendered. */
async function reportOf(checkoutDir: string, distDir: string): Promise<SizeReport> {
  const moduleBytes = JSON.parse(await readFile(join(checkoutDir, 'modules.json'), 'utf8')) as Record<string, number>;
  const rendered = Object.values(moduleBytes).reduce((sum, bytes) => sum + bytes, 0);
  const sizes = { raw: rendered, gzip: rendered / 10, brotli: rendered / 12 };
  return {
    generatedAt: '2026-01-01T00:00:00.000Z',
    distDir,
    files: {},
    routes: [],
    widgets: [
      { script: 'calc.js', allIn: { files: [], ...sizes }, withReact: { raw: 0, gzip: 4000, brotli: 0 }, modules: [], moduleBytes },
    ],
  };
}

/** Stands in for npm run build and its measuring: writes the report where scripts/size/measure.ts would, and remembers where it ran. */
const builtIn: string[] = [];
const fakeBuild: BuildCheckout = async (checkoutDir, { DIST_DIR, REPORTS_DIR }) => {
  builtIn.push(checkoutDir);
  if (!existsSync(join(checkoutDir, 'node_modules', 'marker'))) throw new Error('node_modules is not shared with the checkout');
  await mkdir(REPORTS_DIR, { recursive: true });
  await writeFile(join(REPORTS_DIR, 'sizes.json'), JSON.stringify(await reportOf(checkoutDir, DIST_DIR)));
};
const failingBuild: BuildCheckout = async (checkoutDir) => {
  builtIn.push(checkoutDir);
  throw new Error('vite: build failed');
};

describe('npm run size -- --compare REF, on a fixture repository of two commits', () => {
  let repo = '';
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const worktrees = () => git('worktree', 'list').split('\n');

  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), 'size-compare-fixture-'));
    git('init', '-q');
    await mkdir(join(repo, 'node_modules'));
    await writeFile(join(repo, 'node_modules', 'marker'), '');
    await writeFile(join(repo, '.gitignore'), 'node_modules\n');
    const commit = async (modules: Record<string, number>, message: string) => {
      await writeFile(join(repo, 'modules.json'), JSON.stringify(modules));
      git('add', '.gitignore', 'modules.json');
      git('-c', 'user.name=Size Fixture', '-c', 'user.email=size@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', message);
    };
    await commit({ 'widgets/calc.tsx': 4000, 'common/old-helper.ts': 600, 'node_modules/preact/dist/preact.module.js': 15000 }, 'first');
    await commit(
      { 'widgets/calc.tsx': 4460, 'common/one-time-panel.tsx': 1200, 'node_modules/preact/dist/preact.module.js': 15000 },
      'second',
    );
  });
  afterAll(() => rm(repo, { recursive: true, force: true }));

  it('builds the other commit in a worktree sharing node_modules, and sets it beside this build with the module changes', async () => {
    const { commit, report } = await buildRef(repo, 'HEAD~1', fakeBuild);
    expect(commit).toBe(git('rev-parse', 'HEAD~1'));
    const text = comparisonText('main', report, await reportOf(repo, repo));
    expect(text).toMatch(/Entry +main +this build +Change/);
    expect(text).toMatch(/calc\.js +2\.0 kB +2\.1 kB +\+106 B \(\+5\.4%\)/);
    expect(text).toMatch(/calc\.js with React +4\.0 kB +4\.0 kB +same$/m);
    expect(text).toContain('1 of 1 entries changed against main');
    expect(text).toMatch(
      /\+1\.2 kB {2}common\/one-time-panel\.tsx \(new\)\n +-600 B {2}common\/old-helper\.ts \(gone\)\n +\+460 B {2}widgets\/calc\.tsx$/,
    );
    expect(text).not.toContain('preact.module.js');
  });

  it('removes the worktree and its folder after a build', async () => {
    await buildRef(repo, 'HEAD~1', fakeBuild);
    expect(existsSync(builtIn.at(-1)!)).toBe(false);
    expect(worktrees()).toHaveLength(1);
  });

  it('removes the worktree and its folder when the build fails, and passes the failure on', async () => {
    await expect(buildRef(repo, 'HEAD~1', failingBuild)).rejects.toThrow('vite: build failed');
    expect(existsSync(builtIn.at(-1)!)).toBe(false);
    expect(worktrees()).toHaveLength(1);
  });

  it('refuses a ref the repository does not have, before making a worktree', async () => {
    await expect(buildRef(repo, 'no-such-branch', fakeBuild)).rejects.toThrow(`--compare no-such-branch: no such commit in ${repo}.`);
    expect(worktrees()).toHaveLength(1);
  });
});

describe('compareArgument', () => {
  it('reads --compare REF and --compare=REF, and nothing without it', () => {
    expect(compareArgument(['--compare', 'main'])).toBe('main');
    expect(compareArgument(['--compare=origin/main'])).toBe('origin/main');
    expect(compareArgument([])).toBeUndefined();
  });

  it('refuses --compare without a ref, and any other argument', () => {
    expect(() => compareArgument(['--compare'])).toThrow('--compare needs a git ref');
    expect(() => compareArgument(['--json'])).toThrow('Unknown argument "--json"');
  });
});
