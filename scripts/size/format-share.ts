// Fractions for people, as the size reports print them.

/** "11.2%" from 0.112; `signed` adds "+" to growth. */
export function formatShare(fraction: number, signed = false): string {
  const percent = `${(fraction * 100).toFixed(1)}%`;
  return signed && fraction >= 0 ? `+${percent}` : percent;
}
