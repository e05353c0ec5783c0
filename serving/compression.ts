// How the server compresses the build it serves, stated once: serving/precompress-dir.ts writes the twins
// with these encoders, and the size reports measure with them, so a budget holds the bytes a visitor downloads.
import { gzipAsync } from '@gfx/zopfli';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);

export const brotliQuality = constants.BROTLI_MAX_QUALITY;

/** Brotli at its maximum quality, in text mode: what every current browser asks for. */
export async function brotliBest(source: Uint8Array): Promise<Buffer> {
  return brotli(source, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
    },
  });
}

/**
 * Gzip as small as the format allows: Zopfli's deflate stream, smaller than zlib's level 9, that every gzip decoder
 * reads. It is slow, so it is paid once per file: the server writes only the twins that are missing or stale.
 */
export async function gzipBest(source: Uint8Array): Promise<Buffer> {
  return Buffer.from(await gzipAsync(source, { numiterations: 15 }));
}
