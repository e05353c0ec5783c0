// The picture, or the before and after pair, of one gallery item; phrasing content only, so it fits in a button.
import type { GalleryItem } from '../content/gallery';
import { Picture } from '../ui/picture';

interface GalleryPicturesProps {
  item: GalleryItem;
  /** Width the whole item is drawn at; each half of a pair gets half of it. */
  sizes: string;
  priority?: boolean;
  /** Inside a control that names the item itself: the pictures add nothing for screen readers. */
  decorative?: boolean;
}

/** A single picture, or two side by side with Before and After tags. */
export function GalleryPictures({ item, sizes, priority, decorative = false }: GalleryPicturesProps) {
  if (item.type === 'single')
    return <Picture image={item.image} alt={decorative ? '' : item.title} sizes={sizes} priority={priority} className="gallery-picture" />;
  const halfSizes = sizes.replace(/(\d+)(px|vw)/g, (_match, size: string, unit: string) => `${Math.ceil(Number(size) / 2)}${unit}`);
  return (
    <span className="before-after">
      {(['before', 'after'] as const).map((side) => (
        <span key={side} className="before-after__side">
          <Picture
            image={side === 'before' ? item.beforeImage : item.afterImage}
            alt={decorative ? '' : `${side === 'before' ? 'Before' : 'After'}: ${item.title}`}
            sizes={halfSizes}
            priority={priority}
            className="gallery-picture"
          />
          <span className={`tag tag--${side}`} aria-hidden="true">
            {side === 'before' ? 'Before' : 'After'}
          </span>
        </span>
      ))}
    </span>
  );
}
