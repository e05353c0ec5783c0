// How a processed image's files are named and listed: shared by the build plugin and <Picture>.

export type ImageFormat = 'avif' | 'webp' | 'jpg';

/** What the build knows about one source image, as the virtual:site-images module lists it. */
export interface ImageInfo {
  /** Intrinsic size of the source, for the width and height attributes (no layout shift). */
  width: number;
  height: number;
  /** Content hash of the source: a new picture gets new URLs, so the files can be cached forever. */
  hash: string;
  /** The widths emitted, smallest first. */
  widths: readonly number[];
}

/** Served from /assets/, which the server marks immutable. */
export const imageDirectory = 'assets/img';

/** Site-absolute URL of `key` at `width` in `format`, e.g. /assets/img/gallery-gutters-before-960.1a2b3c4d.avif. */
export function imageUrl(key: string, info: ImageInfo, width: number, format: ImageFormat): string {
  return `/${imageDirectory}/${key.replaceAll('/', '-')}-${width}.${info.hash}.${format}`;
}

/** A srcset listing every width of `key` in `format`. */
export function imageSrcset(key: string, info: ImageInfo, format: ImageFormat): string {
  return info.widths.map((width) => `${imageUrl(key, info, width, format)} ${width}w`).join(', ');
}

/** The width of the JPEG fallback: the middle size, sharp enough for a card, light enough for old browsers. */
export function fallbackWidth(info: ImageInfo): number {
  return info.widths[Math.floor((info.widths.length - 1) / 2)];
}
