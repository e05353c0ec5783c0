// Gallery (/gallery): category filters, 13 items, and the full-screen viewer (product rules §2.6).
import '../styles/cards.css';
import '../styles/gallery.css';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { filterGallery, galleryFilters, galleryItems, type GalleryFilter, type GalleryItem } from '../content/gallery';
import { GalleryPictures } from '../gallery/gallery-pictures';
import { GalleryViewer } from '../gallery/gallery-viewer';
import { CtaBanner } from '../ui/cta-banner';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';

/** The gallery page. */
export default function GalleryPage() {
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const shown = filterGallery(galleryItems, filter);

  const close = () => {
    setOpen(null);
    // Back to the item that opened the viewer, so keyboard users keep their place.
    trigger.current?.focus();
  };

  return (
    <>
      <PageHero
        eyebrow="Gallery"
        title="Our Work"
        lead="Before and after pictures from homes and businesses across Kelowna and the Okanagan. Select a picture to see it full screen."
      />
      <section className="section" aria-label="Gallery">
        <div className="container">
          <div className="filter-bar" role="group" aria-label="Filter by category">
            {galleryFilters.map((option) => (
              <button
                key={option.id}
                type="button"
                className="filter-button"
                aria-pressed={filter === option.id}
                onClick={() => setFilter(option.id)}
              >
                {option.label}
              </button>
            ))}
          </div>
          <p className="filter-status" role="status">
            {filter === 'all' ? `Showing all ${shown.length} projects` : `Showing ${shown.length} of ${galleryItems.length} projects`}
          </p>
          {shown.length === 0 ? (
            <div className="empty-state">
              <p>No images found for this category.</p>
              <p>
                Ask us about recent jobs, or see <Link href="/services">all our services</Link>.
              </p>
            </div>
          ) : (
            <ul className="gallery-grid">
              {shown.map((item) => (
                <li key={item.id} className="gallery-card">
                  <button
                    type="button"
                    className="gallery-card__button gallery-frame"
                    aria-haspopup="dialog"
                    onClick={(event) => {
                      trigger.current = event.currentTarget;
                      setOpen(item);
                    }}
                  >
                    <GalleryPictures
                      item={item}
                      sizes="(min-width: 1040px) 340px, (min-width: 640px) 50vw, calc(100vw - 40px)"
                      decorative
                    />
                    <span className="visually-hidden">View full screen: {item.title}</span>
                    <span className="gallery-card__zoom" aria-hidden="true">
                      <Icon name="expand" />
                    </span>
                  </button>
                  <div className="gallery-card__caption">
                    <h2>{item.title}</h2>
                    <p>{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <GalleryViewer item={open} onClose={close} />
      <CtaBanner title="Want results like these?" text="Tell us about your home and get a free, no-obligation quote." />
    </>
  );
}
