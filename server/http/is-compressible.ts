// Which built files are text worth compressing; images and fonts in dist/ are compressed already.

const compressibleExtensions = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map|ico)$/i;

/** True for a path whose file type brotli and gzip shrink. */
export function isCompressible(path: string): boolean {
  return compressibleExtensions.test(path);
}
