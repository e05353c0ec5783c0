// The pictures of one service's past jobs on its page (product rules §2.5: a gallery when the service has one).
import '../styles/gallery.css';
import { Link } from 'wouter';
import { galleryItems, type GalleryCategory } from '../content/gallery';
import { GalleryFigure } from '../gallery/gallery-figure';

interface ServiceGalleryProps {
  category: GalleryCategory;
}

/** The gallery items of `category`, with a link to the whole gallery; nothing when there are none. */
export function ServiceGallery({ category }: ServiceGalleryProps) {
  const items = galleryItems.filter((item) => item.category === category);
  if (items.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby="work-title">
      <h2 id="work-title">Recent work</h2>
      <ul className="work-grid">
        {items.map((item) => (
          <li key={item.id}>
            <GalleryFigure item={item} sizes="(min-width: 960px) 340px, calc(100vw - 40px)" />
          </li>
        ))}
      </ul>
      <p>
        <Link href="/gallery">See the full gallery</Link>
      </p>
    </section>
  );
}
