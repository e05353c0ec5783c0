// An article's collapse and expand: the height animates over 500 ms, then the article scrolls into view
// 100 ms after it opens (product rules §2.7, §6). Reduced motion skips both animations.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

const expandMs = 500;
export const scrollDelayMs = 100;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Collapsible {
  expanded: boolean;
  toggle: () => void;
  /** The element whose height animates. */
  bodyRef: RefObject<HTMLDivElement | null>;
  /** The element scrolled into view on expanding. */
  articleRef: RefObject<HTMLElement | null>;
}

/** Collapsed at first; `toggle` flips it with the animation of product rules §2.7 and §6. */
export function useCollapsible(): Collapsible {
  const [expanded, setExpanded] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const articleRef = useRef<HTMLElement>(null);
  const startHeight = useRef<number | null>(null);

  // After the class has changed: animate from the old height to the new one.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const from = startHeight.current;
    startHeight.current = null;
    if (!body || from === null) return;
    const reduce = reducedMotion();
    if (!reduce && body.animate) {
      body.animate([{ height: `${from}px` }, { height: `${body.getBoundingClientRect().height}px` }], {
        duration: expandMs,
        easing: 'ease-in-out',
      });
    }
    if (!expanded) return;
    const scrollTimer = window.setTimeout(
      () => articleRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' }),
      scrollDelayMs,
    );
    // Collapsing again, or leaving the page, before the delay is up cancels the scroll.
    return () => window.clearTimeout(scrollTimer);
  }, [expanded]);

  const toggle = () => {
    startHeight.current = bodyRef.current?.getBoundingClientRect().height ?? null;
    setExpanded((value) => !value);
  };

  return { expanded, toggle, bodyRef, articleRef };
}
