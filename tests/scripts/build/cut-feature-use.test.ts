import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { cutFeatureUsed } from '../../../scripts/build/cut-feature-use';

/** A widget module as the check reads it: after JSX became calls to the injected createElement. */
const used = (code: string) => cutFeatureUsed(parseAst(`import { createElement as h, Fragment } from 'react';\n${code}`));

const attributeProps = 'width, height, download, rowSpan, colSpan and popover props';
const addOns = 'preact/compat, preact/debug and preact/devtools';

describe('the use check of cut Preact features', () => {
  it.each([
    ['h("svg", { viewBox: "0 0 1 1" })', 'SVG and MathML'],
    ['h("p", { style: { color: "red" } }, "Hi")', 'the style prop'],
    ['h("div", { dangerouslySetInnerHTML: { __html: x } })', 'dangerouslySetInnerHTML'],
    ['h("img", { src: s, width: 40, height: 40 })', attributeProps],
    ['h("div", { "popover": "auto" })', attributeProps],
    ['h("div", { onFocusIn: track })', 'onFocusIn and onFocusOut props'],
    ['h("button", { onClickCapture: track })', 'capture-phase event props'],
    ['h(Fragment, null, h("ul", null, h("li", { is: "fancy-item" })))', 'customized built-in elements (the is prop)'],
    ['h("dialog", { ref: (node) => node?.showModal() })', 'callback refs'],
    ['h("progress", { max: 3, value: 1 })', '<progress>'],
    ['h(Theme.Consumer, null, (theme) => theme)', 'class components'],
  ])('names a cut element or prop given to an HTML element: %s', (code, feature) => {
    expect(used(code)).toBe(feature);
  });

  it.each([
    ['import { Component } from "preact";\nclass Card extends Component {}', 'class components'],
    ['import { hydrateRoot } from "react-dom/client";\nhydrateRoot(document, app)', 'hydration'],
    ['import { useErrorBoundary } from "preact/hooks";', 'error boundaries and Suspense'],
    ['import "preact/debug";', addOns],
    ['const compat = () => import("preact/compat");', addOns],
    ['const Card = () => null;\nCard.defaultProps = { size: 1 };', 'class components'],
  ])('names a cut feature imported from React or Preact, a cut add-on, or a class field: %s', (code, feature) => {
    expect(used(code)).toBe(feature);
  });

  it.each([
    'const { width, height } = rect.getBoundingClientRect();\nh("p", { className: "size" }, width * height)',
    'element.style.setProperty("--width", "1px");\nconst template = "svg";\nh("output", null, template)',
    'h(Chart, { width: 40, style: "compact" })',
    'h("dialog", { ref: dialogRef, onClose: () => close() })',
    'import { Component } from "./component-names";\nh("p", null, Component)',
    '// no Suspense or <svg> here\nh("p", null, "template: svg")',
  ])('passes the same names where they are not props of an HTML element nor imports from React or Preact: %s', (code) => {
    expect(used(code)).toBeUndefined();
  });
});
