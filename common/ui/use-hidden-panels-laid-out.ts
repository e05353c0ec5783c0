// Lays out a tab list's hidden panels once, while the page is idle, so that the first switch to one costs no layout.
import { useEffect, useRef } from 'react';

/** The attribute that lets a hidden panel be laid out for a moment (common/styles/calculator.css). */
const layingOut = 'data-laying-out';

/**
 * A ref for the element whose children include the tab panels. Once the page is idle after the first render, each
 * panel hidden then (content-visibility: hidden, never laid out yet) is laid out within one task and hidden again:
 * no frame is drawn and no key is handled in between, so it is never seen nor reached. content-visibility keeps
 * that layout while the panel stays hidden.
 */
export function useHiddenPanelsLaidOut<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const layOut = () => {
      for (const panel of ref.current?.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"][hidden]') ?? []) {
        panel.setAttribute(layingOut, '');
        // Asking for its box lays the panel out now (a call, which the widget build's minifier keeps, where it drops
        // a property read whose value is unused).
        panel.getBoundingClientRect();
        panel.removeAttribute(layingOut);
      }
    };
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(layOut, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(layOut, { timeout: 1000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return ref;
}
