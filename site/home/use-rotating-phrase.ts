// Cycles the hero's phrases every 3 s with a 250 ms fade (SPEC 2, 9); no fade for reduced motion.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** SPEC 9: a new phrase every 3000 ms, faded out and in over 250 ms. */
const rotationMs = 3000;
const fadeMs = 250;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface RotatingPhrase {
  index: number;
  /** The element that fades; holds the visible phrase. */
  ref: RefObject<HTMLElement | null>;
}

/** The index of the phrase to show out of `count`, advancing while `running`. */
export function useRotatingPhrase(count: number, running: boolean): RotatingPhrase {
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLElement>(null);
  const fadeOut = useRef<Animation | null>(null);

  useEffect(() => {
    if (!running) return;
    let cancelled = false;
    const timer = window.setInterval(() => {
      const element = ref.current;
      if (!element || reducedMotion() || !element.animate) {
        setIndex((current) => (current + 1) % count);
        return;
      }
      fadeOut.current = element.animate([{ opacity: 1 }, { opacity: 0 }], { duration: fadeMs, fill: 'forwards' });
      fadeOut.current.finished.then(
        () => !cancelled && setIndex((current) => (current + 1) % count),
        () => undefined,
      );
    }, rotationMs);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      fadeOut.current?.cancel();
    };
  }, [count, running]);

  // The new phrase fades in as the old one's fade-out is released.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!fadeOut.current || !element) return;
    fadeOut.current.cancel();
    fadeOut.current = null;
    element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: fadeMs });
  }, [index]);

  return { index, ref };
}
