// Byte counts for people: 1 kB is 1000 bytes everywhere in the size reports, as in DevTools and Lighthouse.

/** "17.8 kB" from 17796; bytes under 1000 stay bytes ("412 B"). */
export function formatBytes(bytes: number): string {
  const magnitude = Math.abs(bytes);
  if (magnitude < 1000) return `${bytes} B`;
  return `${(bytes / 1000).toFixed(1)} kB`;
}
