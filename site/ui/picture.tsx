// A responsive picture from the image pipeline (product rules §2.12): AVIF, then WebP, then JPEG, with its size set.
import images from 'virtual:site-images';
import { fallbackWidth, imageSrcset, imageUrl } from '../images/image-url';

interface PictureProps {
  /** Key of the image: its path under site/images without the extension. */
  image: string;
  alt: string;
  /** How wide the picture is drawn, so the browser picks the right file. */
  sizes: string;
  /** Above the fold: load at once and first. Otherwise the picture loads lazily as it nears the viewport. */
  priority?: boolean;
  className?: string;
}

/** <picture> with one <source> per modern format and an <img> carrying the width, height and alt. */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const info = images[image];
  if (!info) throw new Error(`No image "${image}" in site/images.`);
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={imageSrcset(image, info, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcset(image, info, 'webp')} sizes={sizes} />
      <img
        src={imageUrl(image, info, fallbackWidth(info), 'jpg')}
        width={info.width}
        height={info.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
