// The React API the shared components use, answered by Preact: the widget build (and the unit
// tests) alias 'react', 'react/jsx-runtime' and 'react-dom/client' to this one module (conventions §3).
// It replaces preact/compat and preact/jsx-runtime, which carry class-component shims, Suspense,
// portals and a second vnode factory the widgets never use (about 2 KB gzip per script). A
// shared component importing anything not exported here fails the widget build with a
// missing-export error, on purpose: add it here, or reach for compat. Unlike compat, onChange is
// not turned into onInput for text fields: the shared components bind typed text with onInput,
// which React and Preact both fire on every keystroke (a lint rule keeps it so).
import { createElement, render, type ComponentChild, type ComponentType } from 'preact';
import { useState } from 'preact/hooks';

export { createContext, createElement, Fragment } from 'preact';
export { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

let lastId = 0;
/**
 * An id for each component instance, as React's useId gives. The widgets are never rendered on a
 * server, so a counter does: Preact's useId walks the tree to match server-rendered ids.
 */
export const useId = (): string => useState(() => `oq${++lastId}`)[0];

/** The automatic JSX runtime's factory, for the unit tests (the widget build uses the classic runtime): the compiler passes the key apart from the props. */
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
