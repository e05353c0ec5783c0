import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sentinelCodes, withoutSentinelStacks } from '../../../scripts/build/react-sentinel-errors';

const require = createRequire(import.meta.url);
const reactDomClient = readFileSync(join(dirname(require.resolve('react-dom')), 'cjs/react-dom-client.production.js'), 'utf8');
const creation = (code: number) => `= Error(formatProdErrorMessage(${code}))`;

/** Runs `code` as a CommonJS module, with `formatProdErrorMessage` as React's own, and returns its exports. */
function run(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', 'formatProdErrorMessage', code)(
    module,
    module.exports,
    require,
    (code: number) => `Minified React error #${code}`,
  );
  return module.exports;
}

describe('withoutSentinelStacks', () => {
  it("rewrites the five sentinels of the installed React DOM and moves none of React's lines", () => {
    const rewritten = withoutSentinelStacks(reactDomClient);
    for (const code of sentinelCodes) expect(rewritten).not.toContain(creation(code));
    const lines = reactDomClient.split('\n');
    expect(
      rewritten
        .split('\n')
        .slice(0, lines.length)
        .filter((line, index) => line !== lines[index]),
    ).toHaveLength(sentinelCodes.length);
  });

  it('leaves the rest of React DOM as it is, and the rewritten module still loads', () => {
    const rewritten = withoutSentinelStacks(reactDomClient);
    expect(rewritten.replaceAll('reactSentinelError(', 'Error(')).toContain(reactDomClient);
    const exports = run(rewritten);
    expect(typeof exports.hydrateRoot).toBe('function');
  });

  it('makes Errors with the same message, and no stack', () => {
    const sentinels = sentinelCodes.map((code) => `exports.e${code} ${creation(code)};`).join('\n');
    const exports = run(withoutSentinelStacks(sentinels));
    for (const code of sentinelCodes) {
      const sentinel = exports[`e${code}`] as Error;
      expect(sentinel).toBeInstanceOf(Error);
      expect(sentinel.message).toBe(`Minified React error #${code}`);
      expect(sentinel.stack).toBeUndefined();
    }
  });

  it('fails the build when a sentinel is missing or written twice, as a new React might', () => {
    const all = sentinelCodes.map((code) => `var e${code} ${creation(code)};`).join('\n');
    expect(() => withoutSentinelStacks(all.replace(creation(474), '= new Error("474")'))).toThrow(
      'react-dom-client.production.js has 0 of "= Error(formatProdErrorMessage(474))", not 1',
    );
    expect(() => withoutSentinelStacks(`${all}\nvar again ${creation(461)};`)).toThrow('has 2 of "= Error(formatProdErrorMessage(461))"');
  });
});
