// Fits the widgets' stylesheets to the shadow roots they are adopted into, in each finished script.
// Inside a shadow root no other stylesheet applies and no outside one reaches in, so:
//  - a rule for classes the script never renders is dead weight, and is dropped;
//  - a class name need only be unique among the widget's own rules, so "oq-result__price" can be
//    "b7". The prefix and the long names are there for the site, whose stylesheet shares the page.
// Partners theme the widgets through ::part() and custom properties, which stay as they are.
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

/** A class name of the shared stylesheets; custom properties (--oq-*) are not class names. */
const className = /(?<![\w-])oq-[a-z0-9]+(?:[-_]+[a-z0-9]+)*(?![\w-])/g;

/**
 * The start of a class name the script builds at run time, which no literal names in full: a template's
 * "oq-button--${variant}" or a concatenation's "oq-button--" + variant.
 */
const builtClassName = /(?<![\w-])oq-(?:[a-z0-9]+[-_]+)*(?=\$\{|["'`]\s*\+)/g;

/**
 * Throws, naming each, unless every class name in `script` is written out whole. The pruning keeps the rules of the
 * class names the script spells and renames them, so a name built at run time would find its rule dropped or renamed.
 */
export function assertWholeClassNames(script: string): void {
  const built = [...new Set(script.match(builtClassName))];
  if (built.length === 0) return;
  throw new Error(
    `A widget builds class names at run time from ${built.map((start) => `"${start}…"`).join(', ')}: the shadow-CSS pruning ` +
      "keeps only names written out whole, so write each one in full (variant === 'ghost' ? 'oq-button--ghost' : '').",
  );
}

/** The n-th short name: a, b, ... z, then a0, a1, ... (a class name may not start with a digit). */
export function shortName(index: number): string {
  const letter = String.fromCharCode(97 + (index % 26));
  return index < 26 ? letter : `${letter}${Math.floor(index / 26) - 1}`;
}

/** The `animation` and `animation-name` declarations of a stylesheet, whose names are its own keyframes'. */
const animationDeclaration = /animation(?:-name)?\s*:[^;}]*/g;

/** Of a selector, what decides whether it can match: its compounds, not what a :not() or :is() inside holds. */
type SelectorPart = { type: string; name?: string; kind?: string };

/**
 * `css` minified, without the selectors that can match nothing in a shadow root: those naming a class outside
 * `used`, and :root, which is the document's element, never in a shadow tree. A rule left without selectors goes,
 * and an at-rule left without rules. Keyframes are kept while a declaration of the stylesheet names them.
 */
export function pruneStylesheet(css: string, used: ReadonlySet<string>): string {
  const dead = (part: SelectorPart) =>
    (part.type === 'class' && part.name!.startsWith('oq-') && !used.has(part.name!)) ||
    (part.type === 'pseudo-class' && part.kind === 'root');
  const defined = new Set(css.match(className));
  const animated = new Set((css.match(animationDeclaration) ?? []).flatMap((declaration) => declaration.match(className) ?? []));
  const unusedSymbols = [...defined].filter((name) => !used.has(name) && !animated.has(name));
  return transform({
    filename: 'widget.css',
    code: Buffer.from(css),
    minify: true,
    unusedSymbols,
    visitor: { Selector: (selector) => ((selector as SelectorPart[]).some(dead) ? [] : undefined) },
  }).code.toString();
}

/**
 * The chunk `code` with each stylesheet in `sheets` (their text, as the chunk holds them in string
 * literals) pruned to the classes the rest of the chunk names, then every class name shortened,
 * the most frequent first. Throws when the chunk builds a class name at run time.
 */
export function fitStylesheets(code: string, sheets: readonly string[]): string {
  const literals = sheets.map((css) => JSON.stringify(css));
  for (const literal of literals) if (!code.includes(literal)) throw new Error('A widget stylesheet is missing from its script');
  const script = literals.reduce((rest, literal) => rest.replace(literal, ''), code);
  assertWholeClassNames(script);
  const used = new Set(script.match(className));
  let fitted = literals.reduce(
    (rest, literal, index) => rest.replace(literal, () => JSON.stringify(pruneStylesheet(sheets[index], used))),
    code,
  );
  const counts = new Map<string, number>();
  for (const [name] of fitted.matchAll(className)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const names = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  const short = new Map(names.map((name, index) => [name, shortName(index)]));
  fitted = fitted.replace(className, (name) => short.get(name)!);
  return fitted;
}

/** The widget build's plugin: runs on each finished chunk, before it is minified. */
export function shadowCss(): Plugin {
  return {
    name: 'shadow-css',
    apply: 'build',
    renderChunk(code, chunk) {
      const sheets = chunk.moduleIds
        .filter((id) => id.endsWith('.css?inline'))
        .map((id) => {
          const module = /^export default ("(?:[^"\\]|\\.)*");?\s*$/.exec(this.getModuleInfo(id)?.code ?? '');
          if (!module) throw new Error(`${id} is not a string module`);
          return JSON.parse(module[1]) as string;
        });
      return { code: fitStylesheets(code, sheets), map: null };
    },
  };
}
