// Raw, gzip and brotli byte counts of one file: the three numbers every size report row is made of.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** How the reports compress, said once for their titles. */
export const compressionNote = 'gzip level 9 and brotli quality 11, as the server pre-compresses; 1 kB = 1000 bytes';

/**
 * Measures `content` compressed exactly as server/http/precompress-dir.ts compresses what it serves (best gzip,
 * brotli at maximum quality in text mode), so a budget is held against the bytes partners really download.
 */
export function byteSizes(content: Uint8Array | string): ByteSizes {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
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
