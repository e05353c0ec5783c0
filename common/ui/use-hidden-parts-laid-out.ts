// Lays out a calculator's hidden parts once, while the page is idle, so that showing one first costs no layout: its
// hidden tab panel, and each tab's estimate and request form before the first Calculate.
import { useEffect, useRef } from 'react';

/**
 * The calculator's attribute that lets its hidden parts be laid out for a moment (common/styles/calculator.css): a
 * tab panel, and a tab's estimate and request form (calculator-outcome.tsx).
 */
const layingOut = 'data-laying-out';

/**
 * A ref for the calculator's element. Once the page is idle, every part hidden then is laid out and hidden again in
 * one task, so no frame shows it and no key reaches it; content-visibility keeps that layout while it stays hidden.
 */
export function useHiddenPartsLaidOut<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    // Not cancelled on unmount: by then there is no element, and nothing to do.
    const layOut = () => {
      const element = ref.current;
      if (!element) return;
      element.setAttribute(layingOut, '');
      // Asking for a box lays them all out now (a call, which the widget build's minifier keeps, where it drops a
      // property read whose value is unused).
      element.getBoundingClientRect();
      element.removeAttribute(layingOut);
    };
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback == 'function') requestIdleCallback(layOut, { timeout: 1000 });
    else setTimeout(layOut, 200);
  }, []);
  return ref;
}
