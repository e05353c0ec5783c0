// How the size reports count bytes: raw, gzip and brotli, compressed as the server pre-compresses, and printed
// with 1 kB = 1000 bytes, as DevTools and Lighthouse print them. Each of these facts is stated here, once.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** The gzip level of every measurement, and so of every budget and baseline. */
export const gzipLevel = constants.Z_BEST_COMPRESSION;
const brotliQuality = constants.BROTLI_MAX_QUALITY;
const bytesPerKilobyte = 1000;
const kilobyteNote = `1 kB = ${bytesPerKilobyte} bytes`;

/** How the reports compress and count, for the title of the size table. */
export const compressionNote = `gzip level ${gzipLevel} and brotli quality ${brotliQuality}, as the server pre-compresses; ${kilobyteNote}`;

/** The same for a table that shows gzip alone. */
export const gzipNote = `gzip level ${gzipLevel}, ${kilobyteNote}`;

/**
 * Measures `content` compressed exactly as server/http/precompress-dir.ts compresses what it serves (best gzip,
 * brotli at maximum quality in text mode), so a budget is held against the bytes partners really download.
 */
export function byteSizes(content: Uint8Array | string): ByteSizes {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: gzipLevel }).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }).byteLength,
  };
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
