import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { assertWholeClassNames, fitStylesheets, pruneStylesheet, shadowCss, shortName } from '../../../scripts/build/shadow-css';

describe('pruneStylesheet', () => {
  it('drops the rules for classes the script never renders, in media queries too, and minifies the rest', () => {
    const css =
      '.oq-card { color: red }\n.oq-tab { color: blue }\n@media (max-width: 480px) { .oq-tab { padding: 0 } .oq-card { padding: 1px } }';
    expect(pruneStylesheet(css, new Set(['oq-card']))).toBe('.oq-card{color:red}@media (width<=480px){.oq-card{padding:1px}}');
  });

  it('drops from a selector list the selectors that match nothing, and keeps rules that name no class', () => {
    const css = ':host { display: block }\n.oq-input:focus-visible, .oq-tab:focus-visible { outline: 3px solid }';
    expect(pruneStylesheet(css, new Set(['oq-input']))).toBe(':host{display:block}.oq-input:focus-visible{outline:3px solid}');
  });

  it('drops :root, which is never in a shadow tree, and merges what is left with the :host rule', () => {
    const css = ':root, :host { --oq-radius: 12px }\n:host { display: block }';
    expect(pruneStylesheet(css, new Set())).toBe(':host{--oq-radius:12px;display:block}');
  });

  it('keeps a selector whose unused class is only inside :not()', () => {
    expect(pruneStylesheet('.oq-card:not(.oq-tab) { color: red }', new Set(['oq-card']))).toBe('.oq-card:not(.oq-tab){color:red}');
  });

  it('keeps the keyframes a declaration animates with, and drops the others', () => {
    const css =
      '.oq-card { animation: oq-fade 1ms } .oq-tab { animation-name: oq-slide }\n' +
      '@keyframes oq-fade { from { opacity: 0 } } @keyframes oq-slide { from { opacity: 0 } } @keyframes oq-spin { from { opacity: 0 } }';
    expect(pruneStylesheet(css, new Set(['oq-card', 'oq-tab']))).toBe(
      '.oq-card{animation:1ms oq-fade}.oq-tab{animation-name:oq-slide}@keyframes oq-fade{0%{opacity:0}}@keyframes oq-slide{0%{opacity:0}}',
    );
  });
});

describe('fitStylesheets', () => {
  const sheet = '.oq-button{color:var(--oq-accent)}.oq-button--ghost{color:red}.oq-tab{color:blue}';
  const chunk = `var css = ${JSON.stringify(sheet)};\nh("button", { className: "oq-button oq-button--ghost" });\nh("div", { className: "oq-button" });`;

  it('shortens every class name in the stylesheet and the markup alike, the most frequent first', () => {
    expect(fitStylesheets(chunk, [sheet])).toBe(
      'var css = ".a{color:var(--oq-accent)}.b{color:red}";\nh("button", { className: "a b" });\nh("div", { className: "a" });',
    );
  });

  it('leaves custom properties, which partners set, as they are', () => {
    expect(fitStylesheets(chunk, [sheet])).toContain('var(--oq-accent)');
  });

  it('fails the build when a stylesheet is not in the script as expected, rather than ship it unfitted', () => {
    expect(() => fitStylesheets('var css = "";', [sheet])).toThrow('A widget stylesheet is missing from its script');
  });
});

describe('class names built at run time', () => {
  const sheet = '.oq-button{color:red}.oq-button--ghost{padding:0}';

  it('fail the build, naming how the name starts, whether a template or a concatenation builds it', () => {
    const template = `var css = ${JSON.stringify(sheet)};\nh("button", { className: \`oq-button oq-button--\${variant}\` });`;
    expect(() => fitStylesheets(template, [sheet])).toThrow('A widget builds class names at run time from "oq-button--…"');
    const joined = `var css = ${JSON.stringify(sheet)};\nh("button", { className: "oq-button oq-button--" + variant });`;
    expect(() => fitStylesheets(joined, [sheet])).toThrow('"oq-button--…"');
    expect(() => assertWholeClassNames('h("div", { className: `oq-${block}__price` })')).toThrow('"oq-…"');
  });

  it('pass when each name is written out whole, and keep the rule of every name the script can render', () => {
    const chosen = `var css = ${JSON.stringify(sheet)};\nh("button", { className: variant === "ghost" ? "oq-button oq-button--ghost" : "oq-button" });`;
    expect(fitStylesheets(chosen, [sheet])).toBe(
      'var css = ".a{color:red}.b{padding:0}";\nh("button", { className: variant === "ghost" ? "a b" : "a" });',
    );
  });

  it('pass over whole names joined to others, custom properties and ids built from a template', () => {
    expect(() =>
      assertWholeClassNames('h("p", { className: "oq-card" + (on ? " oq-card--on" : ""), style: `--oq-${name}: 1`, id: `${id}-title` })'),
    ).not.toThrow();
  });
});

/** The script a real widget build makes of `fixture` in tests/fixtures/shadow-css, fitted by the plugin. */
async function builtScript(fixture: string): Promise<string> {
  const input = fileURLToPath(new URL(`../../fixtures/shadow-css/${fixture}`, import.meta.url));
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [shadowCss()],
    build: { write: false, minify: false, rollupOptions: { input, preserveEntrySignatures: 'strict' } },
  })) as Rolldown.RolldownOutput;
  return output.output[0].code;
}

describe('the shadow-css plugin in a real build', () => {
  it('keeps and renames the rule of each class name a widget writes out whole, and drops the one it never renders', async () => {
    const script = await builtScript('whole-names.ts');
    expect(script).toContain('var sheet = ".a{color:red}.b{padding:0}";');
    expect(script).toContain('variant === "ghost" ? "a b" : "a"');
  });

  it('fails the build of a widget that builds a class name from a template', async () => {
    await expect(builtScript('built-names.ts')).rejects.toThrow('A widget builds class names at run time from "oq-button--…"');
  });
});

describe('shortName', () => {
  it('gives letters, then a letter and a number, never a leading digit', () => {
    expect([0, 25, 26, 51, 52].map(shortName)).toEqual(['a', 'z', 'a0', 'z0', 'a1']);
  });
});
