// The React API the shared components use, answered by Preact: the widget build (and the unit
// tests) alias 'react', 'react/jsx-runtime' and 'react-dom/client' to this one module (STYLE 3).
// It replaces preact/compat and preact/jsx-runtime, which carry class-component shims, Suspense,
// portals and a second vnode factory the widgets never use (about 2 KB gzip per script). A
// shared component importing anything not exported here fails the widget build with a
// missing-export error, on purpose: add it here, or reach for compat.
import { createElement, options, render, type ComponentChild, type ComponentType, type VNode } from 'preact';
import { useState } from 'preact/hooks';

export { createContext, createElement, Fragment } from 'preact';
export { useContext, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

let lastId = 0;
/**
 * An id for each component instance, as React's useId gives. The widgets are never rendered on a
 * server, so a counter does: Preact's useId walks the tree to match server-rendered ids.
 */
export const useId = (): string => useState(() => `oq${++lastId}`)[0];

// React's onChange fires on every keystroke in text fields, where the DOM's change event waits
// for blur: map it to input, as preact/compat does (checkboxes, radios and files keep change).
const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode<Record<string, unknown>>) => {
  const { type, props } = vnode;
  if (props.onChange && (type === 'textarea' || (type === 'input' && !/^(?:che|rad|fil)/.test(String(props.type))))) {
    props.onInput = props.onChange;
    delete props.onChange;
  }
  previousVNodeHook?.(vnode);
};

/** The automatic JSX runtime's factory: the compiler passes the key apart from the props. */
export function jsx(type: string | ComponentType, props: Record<string, unknown>, key?: string | number) {
  return createElement(type, key === undefined ? props : { ...props, key });
}
export { jsx as jsxs, jsx as jsxDEV };

/** react-dom/client's createRoot, enough for the custom-element adapter. */
export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
