// A gallery item as a captioned figure, where it is shown without the viewer (the service pages).
import type { GalleryItem } from '../content/gallery';
import { GalleryPictures } from './gallery-pictures';

interface GalleryFigureProps {
  item: GalleryItem;
  sizes: string;
}

/** The item's pictures with its title and description as the caption. */
export function GalleryFigure({ item, sizes }: GalleryFigureProps) {
  return (
    <figure className="gallery-figure">
      <span className="gallery-frame">
        <GalleryPictures item={item} sizes={sizes} />
      </span>
      <figcaption>
        <strong>{item.title}</strong> {item.description}
      </figcaption>
    </figure>
  );
}
