// The React API the shared components use, answered by Preact: the widget build (and the unit tests) alias 'react',
// 'react/jsx-runtime' and 'react-dom/client' to this one module (conventions §3), in place of preact/compat, whose shims
// the widgets never use (about 2 KB gzip a script). Importing anything not exported here fails the widget build, on
// purpose. Unlike compat, onChange is not mapped to onInput: the shared components bind typed text with onInput.
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
