// Shows the second part of what a click brings only after the first has painted.
import { useEffect, useState } from 'react';

/**
 * `on`, but turning true only once the browser has painted the frame in which it turned true: a Calculate click
 * paints its estimate first, and the request form that follows it renders in a task of its own, so neither
 * keeps the click from painting on a slow phone (npm run bench:interactions). Turns false at once.
 */
export function useAfterPaint(on: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!on) {
      setPainted(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint, and a timer it sets runs after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [on]);
  return on && painted;
}
