// Which feature cut out of the widgets' Preact (docs/widget-preact.md) a widget module asks for, read
// from its parsed code as the bundler sees it, after JSX became createElement calls: what it imports,
// the elements it creates with their props, and the fields it writes on a component. Other names are
// not uses: `const { width } = rect` or `element.style` is plain JavaScript, not a prop.

interface CutFeature {
  name: string;
  /** Names imported from React or Preact. */
  imports?: readonly string[];
  /** Modules imported. */
  modules?: readonly string[];
  /** Elements created: a tag name, or ".Consumer" for a component reached as a member (`Context.Consumer`). */
  elements?: readonly string[];
  /** Props given to an HTML element. */
  props?: RegExp;
  /** Fields written on a component (`Card.defaultProps = ...`). */
  statics?: readonly string[];
  /** Props given a function written in place, to an element or a component (`ref={(node) => ...}`). */
  functionProps?: readonly string[];
}

/** The cut features a widget can ask for. Preact's useId is gone from its exports, so importing it fails the build anyway. */
const cutFeatures: readonly CutFeature[] = [
  { name: 'class components', imports: ['Component', 'PureComponent'], elements: ['.Consumer'], statics: ['defaultProps', 'contextType'] },
  { name: 'error boundaries and Suspense', imports: ['useErrorBoundary', 'Suspense', 'lazy'] },
  { name: 'hydration', imports: ['hydrate', 'hydrateRoot'] },
  { name: 'SVG and MathML', elements: ['svg', 'math'] },
  { name: 'customized built-in elements (the is prop)', props: /^is$/ },
  { name: 'dangerouslySetInnerHTML', props: /^dangerouslySetInnerHTML$/ },
  { name: 'the style prop', props: /^style$/ },
  { name: 'capture-phase event props', props: /^on[A-Z]\w*Capture$/ },
  { name: 'onFocusIn and onFocusOut props', props: /^onFocus(In|Out)$/ },
  { name: 'width, height, download, rowSpan, colSpan and popover props', props: /^(width|height|download|rowSpan|colSpan|popover)$/ },
  { name: 'callback refs', functionProps: ['ref'] },
  { name: '<progress>', elements: ['progress'] },
  { name: '<template>', elements: ['template'] },
  { name: 'preact/compat, preact/debug and preact/devtools', modules: ['preact/compat', 'preact/debug', 'preact/devtools'] },
];

/** The modules whose names a widget's imports are read from: React's entry points (aliased to Preact) and Preact's. */
const reactAndPreact = new Set(['react', 'react-dom', 'react-dom/client', 'preact', 'preact/hooks']);

/** An ESTree node, as far as this check reads it. */
interface Node {
  type: string;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** An identifier's name, or a string literal's value ("default", `{ 'aria-label': x }`). */
function nameOf(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
}

/** What a module asks of React and Preact. */
interface Uses {
  imports: Set<string>;
  modules: Set<string>;
  elements: Set<string>;
  props: Set<string>;
  statics: Set<string>;
  functionProps: Set<string>;
}

/** The imports of a module's top level, and the local names its elements are created with (`h`, `createElement`). */
function readImports(program: Node, uses: Uses): Set<string> {
  const factories = new Set<string>();
  for (const statement of program.body as Node[]) {
    const source = nameOf(statement.source);
    if (source === undefined) continue;
    uses.modules.add(source);
    if (!reactAndPreact.has(source)) continue;
    for (const specifier of (statement.specifiers as Node[] | undefined) ?? []) {
      const imported = nameOf(specifier.imported ?? specifier.local);
      if (imported === undefined) continue;
      uses.imports.add(imported);
      const local = nameOf(specifier.local);
      if ((imported === 'createElement' || imported === 'h') && local) factories.add(local);
    }
  }
  return factories;
}

/** Adds what `node` and the nodes under it ask for: elements made by `factories`, their props, and fields written on components. */
function readBody(node: Node, factories: Set<string>, uses: Uses): void {
  if (node.type === 'ImportExpression') {
    const source = nameOf(node.source);
    if (source) uses.modules.add(source);
  }
  if (node.type === 'CallExpression' && factories.has(nameOf(node.callee) ?? '')) {
    const [type, props] = node.arguments as Node[];
    const tag = type?.type === 'Literal' ? nameOf(type) : undefined;
    if (tag !== undefined) uses.elements.add(tag);
    if (type?.type === 'MemberExpression' && !type.computed) uses.elements.add(`.${nameOf(type.property)}`);
    if (props?.type === 'ObjectExpression')
      for (const property of props.properties as Node[]) {
        const key = property.type === 'Property' && !property.computed ? nameOf(property.key) : undefined;
        if (key === undefined) continue;
        if (tag !== undefined) uses.props.add(key);
        if (/^(Arrow)?FunctionExpression$/.test((property.value as Node).type)) uses.functionProps.add(key);
      }
  }
  if (node.type === 'AssignmentExpression') {
    const target = node.left as Node;
    if (target.type === 'MemberExpression' && !target.computed) uses.statics.add(nameOf(target.property) ?? '');
  }
  for (const child of Object.values(node)) {
    for (const each of Array.isArray(child) ? child : [child]) if (isNode(each)) readBody(each, factories, uses);
  }
}

/** The first cut feature that a widget module asks for, from its parsed code (ESTree), if any. */
export function cutFeatureUsed(program: object): string | undefined {
  const uses: Uses = {
    imports: new Set(),
    modules: new Set(),
    elements: new Set(),
    props: new Set(),
    statics: new Set(),
    functionProps: new Set(),
  };
  const factories = readImports(program as Node, uses);
  readBody(program as Node, factories, uses);
  const asks = (names: readonly string[] | undefined, used: Set<string>) => names?.some((name) => used.has(name)) ?? false;
  return cutFeatures.find(
    (feature) =>
      asks(feature.imports, uses.imports) ||
      asks(feature.modules, uses.modules) ||
      asks(feature.elements, uses.elements) ||
      asks(feature.statics, uses.statics) ||
      asks(feature.functionProps, uses.functionProps) ||
      [...uses.props].some((prop) => feature.props?.test(prop)),
  )?.name;
}
