// Preact for the widgets, built from its own source without the features the widgets never use.
// Preact's published build carries class components, error boundaries, Suspense, hydration and
// SVG in the functions every render goes through, where no bundler can drop them. The widgets
// are function components with hooks that render HTML into an empty element. Each cut below
// removes one feature, and two checks keep that safe:
//  - a cut that no longer finds its text fails the build, so a Preact upgrade cannot skip one
//    silently (Preact is pinned in package.json);
//  - a widget module that uses a cut feature fails the build, naming the feature.
// Preact's source names its internal fields with a leading underscore ("_children"); the widget
// build's minifier shortens those (preactInternalField), as Preact's own build does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const preactDir = fileURLToPath(new URL('../../node_modules/preact/', import.meta.url));

/** The source entry points that stand in for the published 'preact' and 'preact/hooks'. */
const entries: Readonly<Record<string, string>> = {
  preact: `${preactDir}src/index.js`,
  'preact/hooks': `${preactDir}hooks/src/index.js`,
};

/** Preact's internal field names, which the minifier may shorten: "_dom", "_children", "__hooks" ("__html" is React's API). */
export const preactInternalField = /^(_[a-z]|__hooks$)/i;

interface Feature {
  name: string;
  /** Names and strings in a widget module's code that mean it uses the feature. */
  usedBy: readonly string[];
  cuts: readonly Cut[];
}

interface Cut {
  /** The source file, under node_modules/preact/. */
  file: string;
  /** The text replaced: `from` alone, or everything from the start of `from` to the end of `to`. */
  from: string;
  to?: string;
  by: string;
}

export const features: readonly Feature[] = [
  {
    name: 'class components',
    usedBy: ['Component', 'PureComponent', 'defaultProps', 'contextType', 'forceUpdate'],
    cuts: [
      // Each lifecycle branch tests this flag, so each becomes dead code.
      {
        file: 'src/diff/index.js',
        from: 'const isClassComponent = newType.prototype && newType.prototype.render;',
        by: 'const isClassComponent = false;',
      },
      {
        file: 'src/diff/index.js',
        from: '\t\t\ttmp = newType.contextType;\n',
        to: ': globalContext;\n',
        by: '\t\t\tlet componentContext = globalContext;\n',
      },
      { file: 'src/diff/index.js', from: '\t\t\t\tif (provider) provider.sub(c);\n', by: '' },
      {
        file: 'src/create-element.js',
        from: "\tif (typeof type == 'function' && type.defaultProps != NULL) {",
        to: '\t\t}\n\t}\n',
        by: '',
      },
      { file: 'src/component.js', from: 'BaseComponent.prototype.forceUpdate = function (callback) {', to: '\t}\n};\n', by: '' },
    ],
  },
  {
    name: 'error boundaries and Suspense',
    usedBy: ['componentDidCatch', 'getDerivedStateFromError', 'useErrorBoundary', 'Suspense'],
    cuts: [
      // Without them an error thrown in a render goes up to the caller as it is, as it does today
      // when no boundary catches it.
      { file: 'src/diff/catch-error.js', from: '\tfor (; (vnode = vnode._parent); ) {', to: '\t\t}\n\t}\n', by: '' },
      {
        file: 'src/diff/index.js',
        from: '\t\ttry {\n\t\t\tlet c, isNew, oldProps, oldState, snapshot, clearProcessingException;',
        by: '\t\t{\n\t\t\tlet c, isNew, oldProps, oldState, snapshot;',
      },
      { file: 'src/diff/index.js', from: '\t\t\t\tclearProcessingException = c._processingException = c._pendingError;\n', by: '' },
      {
        file: 'src/diff/index.js',
        from: '\t\t\tif (clearProcessingException) {',
        to: '\t\t\toptions._catchError(e, newVNode, oldVNode);\n\t\t}\n',
        by: '\t\t}\n',
      },
      // Only a promise thrown in a render suspends a tree.
      {
        file: 'src/diff/index.js',
        from: '\tif (oldVNode._flags & MODE_SUSPENDED) {',
        to: '\t\texcessDomChildren = [oldDom];\n\t}\n',
        by: '',
      },
      { file: 'src/diff/index.js', from: '\treturn newVNode._flags & MODE_SUSPENDED ? undefined : oldDom;', by: '\treturn oldDom;' },
    ],
  },
  {
    name: 'hydration',
    usedBy: ['hydrate', 'hydrateRoot'],
    cuts: [
      { file: 'src/render.js', from: "\tlet isHydrating = typeof replaceNode == 'function';", by: '\tlet isHydrating = false;' },
      {
        file: 'src/diff/index.js',
        from: '\tisHydrating,\n\trefQueue\n) {\n\tlet oldProps = oldVNode.props || EMPTY_OBJ;',
        by: '\thydrating,\n\trefQueue\n) {\n\tconst isHydrating = false;\n\tlet oldProps = oldVNode.props || EMPTY_OBJ;',
      },
      {
        file: 'src/diff/index.js',
        from: '\t\tif (isHydrating) {\n\t\t\tif (options._hydrationMismatch)',
        to: '\t\t\tisHydrating = false;\n\t\t}\n',
        by: '',
      },
    ],
  },
  {
    name: 'SVG and MathML',
    usedBy: ['svg', 'math'],
    cuts: [
      {
        file: 'src/diff/index.js',
        from: "\tif (nodeType == 'svg') namespace = SVG_NAMESPACE;",
        to: '\telse if (!namespace) namespace = XHTML_NAMESPACE;',
        by: '\tnamespace = XHTML_NAMESPACE;',
      },
      { file: 'src/diff/index.js', from: "nodeType == 'foreignObject' ? XHTML_NAMESPACE : namespace,", by: 'namespace,' },
      { file: 'src/diff/props.js', from: '\t\tif (namespace == SVG_NAMESPACE) {', to: '\t\t} else if (', by: '\t\tif (' },
    ],
  },
  {
    name: 'dangerouslySetInnerHTML',
    usedBy: ['dangerouslySetInnerHTML'],
    cuts: [
      {
        file: 'src/diff/index.js',
        from: "\t\t\tif (i == 'dangerouslySetInnerHTML') {\n\t\t\t\toldHtml = value;",
        to: '\t\t\t} else if (',
        by: '\t\t\tif (',
      },
      { file: 'src/diff/index.js', from: "\t\t\t} else if (i == 'dangerouslySetInnerHTML') {\n\t\t\t\tnewHtml = value;\n", by: '' },
    ],
  },
  {
    name: '<template>',
    usedBy: ['template'],
    cuts: [{ file: 'src/diff/index.js', from: "newVNode.type == 'template' ? dom.content : dom,", by: 'dom,' }],
  },
];

/** `code`, the text of `file`, with its cuts made; throws when a cut does not find its text exactly once. */
export function cutSource(file: string, code: string, from: readonly Feature[] = features): string {
  let text = code;
  for (const feature of from)
    for (const cut of feature.cuts.filter((each) => each.file === file)) {
      const start = text.indexOf(cut.from);
      const to = cut.to === undefined ? start : text.indexOf(cut.to, start + cut.from.length);
      const unique = start >= 0 && text.indexOf(cut.from, start + 1) < 0;
      if (!unique || to < 0)
        throw new Error(
          `preact-for-widgets: a cut for ${feature.name} no longer matches preact/${file}; check the cuts against this Preact`,
        );
      const end = cut.to === undefined ? start + cut.from.length : to + cut.to.length;
      text = text.slice(0, start) + cut.by + text.slice(end);
    }
  return text;
}

/** Every identifier and string literal in an ESTree `node`. */
function namesAndStrings(node: object, into = new Set<string>()): Set<string> {
  const { type, name, value } = node as { type?: unknown; name?: unknown; value?: unknown };
  if (type === 'Identifier' && typeof name === 'string') into.add(name);
  if (type === 'Literal' && typeof value === 'string') into.add(value);
  for (const child of Object.values(node)) if (child !== null && typeof child === 'object') namesAndStrings(child as object, into);
  return into;
}

/** The first cut feature that a widget module uses, from its parsed code, if any. */
export function cutFeatureUsed(ast: object, from: readonly Feature[] = features): string | undefined {
  const names = namesAndStrings(ast);
  return from.find((feature) => feature.usedBy.some((name) => names.has(name)))?.name;
}

/** The widget build's plugin: resolves Preact to its source, makes the cuts, and checks the widgets' own modules. */
export function preactForWidgets(): Plugin {
  return {
    name: 'preact-for-widgets',
    enforce: 'pre',
    resolveId: (id) => entries[id],
    load(id) {
      if (!id.startsWith(preactDir)) return null;
      return cutSource(id.slice(preactDir.length), readFileSync(id, 'utf8'));
    },
    // Last, when the module is plain JavaScript; comments do not count.
    transform: {
      order: 'post',
      handler(code, id) {
        if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id)) return null;
        const used = cutFeatureUsed(this.parse(code));
        if (used) this.error(`${id} uses ${used}, which the widgets' Preact leaves out (scripts/build/preact-for-widgets.ts)`);
        return null;
      },
    },
  };
}
