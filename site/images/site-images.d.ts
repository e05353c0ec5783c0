// The image list the build plugin (scripts/build/site-images.ts) generates from the files in site/images.
declare module 'virtual:site-images' {
  /** Every image by key (its path under site/images without the extension): the ImageInfo of image-url.ts. */
  const images: Readonly<Record<string, { width: number; height: number; hash: string; widths: readonly number[] }>>;
  export default images;
}
