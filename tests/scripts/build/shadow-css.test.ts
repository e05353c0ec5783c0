import { describe, expect, it } from 'vitest';
import { fitStylesheets, pruneStylesheet, shortName } from '../../../scripts/build/shadow-css';

describe('pruneStylesheet', () => {
  it('drops the rules for classes the script never renders, in media queries too, and minifies the rest', () => {
    const css =
      '.oq-card { color: red }\n.oq-tab { color: blue }\n@media (max-width: 480px) { .oq-tab { padding: 0 } .oq-card { padding: 1px } }';
    expect(pruneStylesheet(css, new Set(['oq-card']))).toBe('.oq-card{color:red}@media (width<=480px){.oq-card{padding:1px}}');
  });

  it('keeps a selector list that still matches something, and rules that name no class', () => {
    const css = ':host { display: block }\n.oq-input:focus-visible, .oq-tab:focus-visible { outline: 3px solid }';
    expect(pruneStylesheet(css, new Set(['oq-input']))).toBe(
      ':host{display:block}.oq-input:focus-visible,.oq-tab:focus-visible{outline:3px solid}',
    );
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

describe('shortName', () => {
  it('gives letters, then a letter and a number, never a leading digit', () => {
    expect([0, 25, 26, 51, 52].map(shortName)).toEqual(['a', 'z', 'a0', 'z0', 'a1']);
  });
});
