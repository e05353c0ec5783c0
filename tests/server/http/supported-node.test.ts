import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { satisfiesCaret } from '../../../server/http/supported-node';

describe('satisfiesCaret', () => {
  it.each([
    ['24.21.0', '^24.11.0', true],
    ['24.11.0', '^24.11.0', true],
    ['24.10.9', '^24.11.0', false],
    ['25.0.0', '^24.11.0', false],
    ['20.20.2', '^24.11.0', false],
    ['24.11.1', '^24.11.2', false],
  ])('takes Node %s for %s: %s', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });
});

describe('the commands that open the leads database', () => {
  it.each(['server/http/serve.ts', 'server/http/main.ts', 'scripts/leads/leads.ts'])(
    '%s checks the Node version before any other import loads the SQLite driver',
    (entry) => {
      const firstImport = readFileSync(entry, 'utf8').match(/^import .*$/m)?.[0];
      expect(firstImport).toMatch(/^import '[./]+(server\/http\/)?supported-node';$/);
    },
  );

  it('run on the Node that npm ci installs, which package.json pins within its engines', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; dependencies: Record<string, string> };
    expect(satisfiesCaret(pkg.dependencies.node, pkg.engines.node)).toBe(true);
    expect(process.versions.node).toBe(pkg.dependencies.node);
  });

  it('build on Netlify with the same Node', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    const toml = parse(readFileSync('netlify.toml', 'utf8')) as { build: { environment: { NODE_VERSION: string } } };
    expect(toml.build.environment.NODE_VERSION).toBe(pkg.dependencies.node);
  });
});
