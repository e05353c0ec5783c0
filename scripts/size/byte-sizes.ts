// How the size reports count bytes: raw, gzip and brotli, compressed as the server pre-compresses, and printed
// with 1 kB = 1000 bytes, as DevTools and Lighthouse print them. Each of these facts is stated here, once.
import { brotliBest, brotliQuality, gzipBest } from '../../server/http/compression';

export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** How every measurement gzips, and so every budget and baseline. */
export const gzipMethod = 'gzip by Zopfli';
const bytesPerKilobyte = 1000;
const kilobyteNote = `1 kB = ${bytesPerKilobyte} bytes`;

/** How the reports compress and count, for the title of the size table. */
export const compressionNote = `${gzipMethod} and brotli quality ${brotliQuality}, as the server pre-compresses; ${kilobyteNote}`;

/** The same for a table that shows gzip alone. */
export const gzipNote = `${gzipMethod}, ${kilobyteNote}`;

/**
 * Measures `content` compressed exactly as server/http/precompress-dir.ts compresses what it serves, so a
 * budget is held against the bytes partners really download.
 */
export async function byteSizes(content: Uint8Array | string): Promise<ByteSizes> {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const [gzip, brotli] = await Promise.all([gzipBest(bytes), brotliBest(bytes)]);
  return { raw: bytes.byteLength, gzip: gzip.byteLength, brotli: brotli.byteLength };
}

/** Adds up the sizes of files fetched together (compressed separately, as the browser fetches them). */
export function sumSizes(sizes: readonly ByteSizes[]): ByteSizes {
  return sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** "17.8 kB" from 17796; bytes under 1000 stay bytes ("412 B"). */
export function formatBytes(bytes: number): string {
  if (Math.abs(bytes) < bytesPerKilobyte) return `${bytes} B`;
  return `${(bytes / bytesPerKilobyte).toFixed(1)} kB`;
}
