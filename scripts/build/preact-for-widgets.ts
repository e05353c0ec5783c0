// Preact for the widgets, built from its own source without the features the widgets never use.
// Preact's published build carries class components, error boundaries, Suspense, hydration and
// SVG in the functions every render goes through, where no bundler can drop them. The widgets
// are function components with hooks that render HTML into an empty element. Each cut below
// removes one feature, and two checks keep that safe:
//  - a cut that no longer finds its text, or its file, fails the build, so a Preact upgrade cannot
//    skip one silently (Preact is pinned in package.json);
//  - a widget module that uses a cut feature fails the build, naming the feature.
// Preact's source names its internal fields with a leading underscore ("_children"); the widget
// build's minifier shortens those (preactInternalField), as Preact's own build does.
import { existsSync, readFileSync } from 'node:fs';
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
  /** Matches a name or a string in a widget module's code that means it uses the feature; none when a use fails the build anyway, or no widget code can use it. */
  usedBy?: RegExp;
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
    usedBy: /^(Component|PureComponent|defaultProps|contextType|forceUpdate)$/,
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
      // Hooks set state with an object and no callback.
      {
        file: 'src/component.js',
        from: "\tif (typeof update == 'function') {",
        to: '\t\tupdate = update(assign({}, s), this.props);\n\t}\n',
        by: '',
      },
      { file: 'src/component.js', from: '\t\tif (callback) {\n\t\t\tthis._stateCallbacks.push(callback);\n\t\t}\n', by: '' },
      // Context.Consumer: the class-component way to read a context.
      {
        file: 'src/create-context.js',
        from: '\tContext.Consumer = (props, contextValue) => {',
        to: '\t\tContext.Consumer.contextType =\n',
        by: '\tContext.Provider =\n\t\tContext._contextRef =\n',
      },
    ],
  },
  {
    name: 'error boundaries and Suspense',
    usedBy: /^(componentDidCatch|getDerivedStateFromError|useErrorBoundary|Suspense)$/,
    cuts: [
      // Without them an error thrown in a render goes up to the caller as it is, as it does in
      // published Preact when no boundary catches it.
      { file: 'src/diff/catch-error.js', from: '\tfor (; (vnode = vnode._parent); ) {', to: '\t\t}\n\t}\n', by: '' },
      // With the error handler above rethrowing, these try blocks do nothing.
      {
        file: 'src/diff/index.js',
        from: '\t\ttry {\n\t\t\t// @ts-expect-error Reuse the commitQueue variable',
        by: '\t\t{\n\t\t\t// @ts-expect-error Reuse the commitQueue variable',
      },
      { file: 'src/diff/index.js', from: '\t\t} catch (e) {\n\t\t\toptions._catchError(e, c._vnode);\n\t\t}\n', by: '\t\t}\n' },
      { file: 'src/diff/index.js', from: '\ttry {\n\t\tif (typeof ref == ', by: '\t{\n\t\tif (typeof ref == ' },
      { file: 'src/diff/index.js', from: '\t} catch (e) {\n\t\toptions._catchError(e, vnode);\n\t}\n', by: '\t}\n' },
      {
        file: 'src/diff/index.js',
        from: '\t\t\ttry {\n\t\t\t\tr.componentWillUnmount();\n\t\t\t} catch (e) {',
        to: '\t\t\t}\n',
        by: '\t\t\tr.componentWillUnmount();\n',
      },
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
    usedBy: /^hydrate(Root)?$/,
    cuts: [
      // Nor rendering into an element that already has children (the "excess DOM children" that
      // hydration adopts): each widget renders into an element of its own, empty at first.
      { file: 'src/render.js', from: "\tlet isHydrating = typeof replaceNode == 'function';", by: '\tlet isHydrating = false;' },
      {
        file: 'src/render.js',
        from: '\t\t!isHydrating && replaceNode\n\t\t\t? [replaceNode]',
        to: '\t\t\t\t\t: NULL,\n',
        by: '\t\tNULL,\n',
      },
      { file: 'src/component.js', from: '\t\t\toldVNode._flags & MODE_HYDRATE ? [oldDom] : NULL,', by: '\t\t\tNULL,' },
      { file: 'src/component.js', from: '\t\t\t!!(oldVNode._flags & MODE_HYDRATE),', by: '\t\t\tfalse,' },
      {
        file: 'src/diff/index.js',
        from: '\texcessDomChildren,\n\tcommitQueue,\n\toldDom,\n\tisHydrating,\n\trefQueue\n) {\n',
        by: '\tnoExcessDomChildren,\n\tcommitQueue,\n\toldDom,\n\tisHydrating,\n\trefQueue\n) {\n\tconst excessDomChildren = NULL;\n',
      },
      {
        file: 'src/diff/index.js',
        from: '\texcessDomChildren,\n\tcommitQueue,\n\tisHydrating,\n\trefQueue\n) {\n',
        by: '\tnoExcessDomChildren,\n\tcommitQueue,\n\tnotHydrating,\n\trefQueue\n) {\n\tconst isHydrating = false,\n\t\texcessDomChildren = NULL;\n',
      },
      {
        file: 'src/diff/index.js',
        from: '\t\tif (isHydrating) {\n\t\t\tif (options._hydrationMismatch)',
        to: '\t\texcessDomChildren = NULL;\n',
        by: '',
      },
      {
        file: 'src/diff/index.js',
        from: "\t\t// If excessDomChildren was not null, repopulate it with the current element's children:",
        to: ': excessDomChildren && slice.call(dom.childNodes);\n',
        by: '',
      },
    ],
  },
  {
    name: 'SVG and MathML',
    usedBy: /^(svg|math)$/,
    cuts: [
      {
        file: 'src/diff/index.js',
        from: "\tif (nodeType == 'svg') namespace = SVG_NAMESPACE;",
        to: '\telse if (!namespace) namespace = XHTML_NAMESPACE;',
        by: '',
      },
      { file: 'src/diff/index.js', from: "nodeType == 'foreignObject' ? XHTML_NAMESPACE : namespace,", by: 'namespace,' },
      { file: 'src/diff/props.js', from: '\t\tif (namespace == SVG_NAMESPACE) {', to: '\t\t} else if (', by: '\t\tif (' },
    ],
  },
  {
    name: 'customized built-in elements (the is prop)',
    usedBy: /^is$/,
    cuts: [
      // With SVG and MathML gone too, every element is an HTML element made the plain way.
      {
        file: 'src/diff/index.js',
        from: '\t\tdom = document.createElementNS(\n\t\t\tnamespace,\n\t\t\tnodeType,\n\t\t\tnewProps.is && newProps\n\t\t);',
        by: '\t\tdom = document.createElement(nodeType);',
      },
    ],
  },
  {
    name: 'dangerouslySetInnerHTML',
    usedBy: /^dangerouslySetInnerHTML$/,
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
    name: 'the style prop',
    usedBy: /^style$/,
    cuts: [
      // The widgets style through their stylesheets and classes only.
      {
        file: 'src/diff/props.js',
        from: "\to: if (name == 'style') {",
        to: '\t// Benchmark for comparison: https://esbench.com/bench/574c954bdb965b9a00965ac6\n\telse ',
        by: '\to: ',
      },
    ],
  },
  {
    name: 'capture-phase event props',
    usedBy: /^on[A-Z]\w*Capture$/,
    cuts: [
      { file: 'src/diff/props.js', from: "useCapture = name != (name = name.replace(CAPTURE_REGEX, '$1'));", by: 'useCapture = false;' },
      { file: 'src/diff/props.js', from: 'const eventProxyCapture = createEventProxy(true);', by: 'const eventProxyCapture = eventProxy;' },
    ],
  },
  {
    name: "Preact's useId",
    // Gone from preact/hooks, so importing it fails the build: widgets/react-deps.ts answers useId
    // with a counter, as the widgets are never server-rendered.
    cuts: [
      {
        file: 'hooks/src/index.js',
        from: '\noptions._root = (vnode, parentDom) => {',
        to: '\tif (oldRoot) oldRoot(vnode, parentDom);\n};\n',
        by: '',
      },
      { file: 'hooks/src/index.js', from: 'export function useId() {', to: '\treturn state._value;\n}\n', by: '' },
    ],
  },
  {
    name: 'preact/debug and preact/devtools',
    usedBy: /^preact\/(debug|devtools)$/,
    cuts: [
      // Hooks is then the only add-on, with no option hooks of another to call on to, nor a devtools hook to report to.
      {
        file: 'hooks/src/index.js',
        from: 'let oldBeforeDiff = options._diff;',
        to: 'let oldRoot = options._root;',
        by: 'let oldBeforeDiff, oldBeforeRender, oldAfterDiff, oldCommit, oldBeforeUnmount, oldRoot;',
      },
      { file: 'hooks/src/index.js', from: '\tif (options._hook) {', to: '\tcurrentHook = 0;\n', by: '' },
    ],
  },
  {
    name: "Preact's options",
    // Gone from 'preact', so importing them fails the build: only hooks sets them, and only the
    // ones it needs are called.
    cuts: [
      { file: 'src/index.js', from: "export { default as options } from './options';", by: '' },
      {
        file: 'hooks/src/index.js',
        from: "import { options as _options } from 'preact';",
        by: "import _options from '../../src/options';",
      },
      { file: 'src/create-element.js', from: '\tif (original == NULL && options.vnode != NULL) options.vnode(vnode);', by: '' },
      { file: 'src/component.js', from: '\t\tif (options.vnode) options.vnode(newVNode);', by: '' },
      { file: 'src/component.js', from: ' ||\n\t\tprevDebounce != options.debounceRendering', by: '' },
      {
        file: 'src/component.js',
        from: '\t\tprevDebounce = options.debounceRendering;\n\t\t(prevDebounce || defer)(process);',
        by: '\t\tdefer(process);',
      },
      { file: 'src/render.js', from: '\tif (options._root) options._root(vnode, parentDom);', by: '' },
      { file: 'src/diff/props.js', from: 'options.event ? options.event(e) : e', by: 'e' },
      {
        file: 'hooks/src/index.js',
        from: '\tif (newQueueLength === 1 || prevRaf !== options.requestAnimationFrame) {',
        to: '\t\t(prevRaf || afterNextFrame)(flushAfterPaintEffects);',
        by: '\tif (newQueueLength === 1) {\n\t\tafterNextFrame(flushAfterPaintEffects);',
      },
    ],
  },
  {
    name: '<progress>',
    usedBy: /^progress$/,
    cuts: [
      {
        file: 'src/diff/index.js',
        from: "\t\t\tif (nodeType == 'progress' && inputValue == NULL) {\n\t\t\t\tdom.removeAttribute('value');\n\t\t\t} else if (",
        by: '\t\t\tif (',
      },
      { file: 'src/diff/index.js', from: "\t\t\t\t\t(nodeType == 'progress' && !inputValue) ||\n", by: '' },
    ],
  },
  {
    // Custom elements with adoptedStyleSheets already need Safari 16.4, Firefox 101 or Chrome 73.
    name: 'fallbacks for browsers the widgets cannot run in',
    cuts: [
      {
        file: 'src/component.js',
        from: "\ttypeof Promise == 'function'\n\t\t? Promise.prototype.then.bind(Promise.resolve())\n\t\t: setTimeout;",
        by: '\tPromise.prototype.then.bind(Promise.resolve());',
      },
      { file: 'hooks/src/index.js', from: "let HAS_RAF = typeof requestAnimationFrame == 'function';", by: 'const HAS_RAF = true;' },
      {
        file: 'src/diff/index.js',
        from: ' ||\n\t\t\t\t\t// This is only for IE 11 to fix <select> value not being updated.',
        to: "(nodeType == 'option' && inputValue != oldProps[i]))",
        by: ')',
      },
    ],
  },
  {
    // React has no such props: its onFocus and onBlur bubble already.
    name: 'onFocusIn and onFocusOut props',
    usedBy: /^onFocus(In|Out)$/,
    cuts: [{ file: 'src/diff/props.js', from: " || name == 'onFocusOut' || name == 'onFocusIn'", by: '' }],
  },
  {
    // Preact sets these as attributes, not properties, for the elements that have them: <img>, <canvas>,
    // table cells, <a download> and popovers. The widgets make none of those.
    name: 'width, height, download, rowSpan, colSpan and popover props',
    usedBy: /^(width|height|download|rowSpan|colSpan|popover)$/,
    cuts: [
      { file: 'src/diff/props.js', from: "\t\t\tname != 'width' &&\n\t\t\tname != 'height' &&\n", by: '' },
      {
        file: 'src/diff/props.js',
        from: "\t\t\tname != 'download' &&\n\t\t\tname != 'rowSpan' &&\n\t\t\tname != 'colSpan' &&\n",
        by: '',
      },
      { file: 'src/diff/props.js', from: "\t\t\tname != 'popover' &&\n", by: '' },
      { file: 'src/diff/props.js', from: "name == 'popover' && value == true ? '' : value", by: 'value' },
    ],
  },
  {
    name: 'BigInt children',
    usedBy: /^BigInt$/,
    cuts: [
      {
        file: 'src/diff/children.js',
        from: "\t\t\t// eslint-disable-next-line valid-typeof\n\t\t\ttypeof childVNode == 'bigint' ||\n",
        by: '',
      },
    ],
  },
  {
    name: '<template>',
    usedBy: /^template$/,
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

/** The files the cuts name that this Preact does not have: a cut there would never be made. */
export function missingCutFiles(from: readonly Feature[] = features): string[] {
  const files = new Set(from.flatMap((feature) => feature.cuts.map((cut) => cut.file)));
  return [...files].filter((file) => !existsSync(`${preactDir}${file}`));
}

/** Every identifier and string literal in an ESTree `node`. */
function namesAndStrings(node: object, into = new Set<string>()): Set<string> {
  const { type, name, value } = node as { type?: unknown; name?: unknown; value?: unknown };
  if (type === 'Identifier' && typeof name === 'string') into.add(name);
  if (type === 'Literal' && typeof value === 'string') into.add(value);
  if (type === 'Literal' && 'bigint' in node) into.add('BigInt');
  for (const child of Object.values(node)) if (child !== null && typeof child === 'object') namesAndStrings(child as object, into);
  return into;
}

/** The first cut feature that a widget module uses, from its parsed code, if any. */
export function cutFeatureUsed(ast: object, from: readonly Feature[] = features): string | undefined {
  const names = [...namesAndStrings(ast)];
  return from.find(({ usedBy }) => usedBy && names.some((name) => usedBy.test(name)))?.name;
}

/** The widget build's plugin: resolves Preact to its source, makes the cuts, and checks the widgets' own modules. */
export function preactForWidgets(): Plugin {
  return {
    name: 'preact-for-widgets',
    enforce: 'pre',
    buildStart() {
      const missing = missingCutFiles();
      if (missing.length > 0) this.error(`preact-for-widgets: this Preact has no ${missing.join(', ')}; check the cuts against it`);
    },
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
