// The two walks that open docs/architecture.md, a lead and a page load, stay true: each file named exists, holds the
// function, plugin or hook named for its step, which something calls, and each walk stays within its length.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoDir = resolve(import.meta.dirname, '..');
const doc = readFileSync(join(repoDir, 'docs/architecture.md'), 'utf8');

interface Step {
  path: string;
  name: string;
}

/** The numbered list under the heading that starts with `heading`: each line's file and the name it gives in code. */
function walk(heading: string): Step[] {
  const section = doc.split(/^## /m).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`docs/architecture.md has no "## ${heading}…" section`);
  const steps = [...section.matchAll(/^\d+\. \[`([^`]+)`\]\([^)]+\),? `(\w+)`/gm)].map(([, path, name]) => ({ path, name }));
  if (steps.length === 0) throw new Error(`"## ${heading}" lists no steps as "1. [\`path\`](link) \`name\`: …"`);
  return steps;
}

/** Whether `source` declares `name`: a function, a constant, a class, a method or property, or in HTML an element's id. */
const declares = (source: string, name: string, path: string) =>
  path.endsWith('.html')
    ? source.includes(`id="${name}"`)
    : new RegExp(`(?:function\\*?|const|let|class)\\s+${name}\\b|^\\s*(?:async\\s+)?${name}\\s*[(:]`, 'm').test(source);

/** The product and build files, other than `path`, that mention `name`. */
function usedBeyond(path: string, name: string): string[] {
  const places = ['common', 'site', 'widgets', 'server', 'serving', 'scripts', 'vite.config.ts', 'vite.widget.config.ts'];
  try {
    const files = execFileSync('git', ['grep', '-lw', name, '--', ...places], { cwd: repoDir, encoding: 'utf8' });
    return files.split('\n').filter((file) => file !== '' && file !== path);
  } catch {
    return []; // git grep exits 1 when nothing matches
  }
}

const lines = (path: string) => readFileSync(join(repoDir, path), 'utf8').trimEnd().split('\n').length;

describe.each([
  { heading: 'A lead', most: 12 },
  { heading: 'A page load', most: 8 },
])('the walk "$heading"', ({ heading, most }) => {
  const steps = walk(heading);

  it(`names at most ${most} files, each once`, () => {
    expect(steps.length).toBeLessThanOrEqual(most);
    expect(new Set(steps.map(({ path }) => path)).size).toBe(steps.length);
  });

  it.each(steps)('$path plays its step through $name', ({ path, name }) => {
    expect(existsSync(join(repoDir, path)), `${path} exists`).toBe(true);
    const source = readFileSync(join(repoDir, path), 'utf8');
    expect(declares(source, name, path), `${path} declares ${name}`).toBe(true);
    expect(usedBeyond(path, name), `${name} is used beyond ${path}`).not.toEqual([]);
  });
});

it('keeps the whole page-load walk within 500 lines', () => {
  const total = walk('A page load').reduce((sum, { path }) => sum + lines(path), 0);
  expect(total).toBeLessThanOrEqual(500);
});
