// The shape of one service page's copy (product rules §2.5); each service's copy is its own module.
import type { GalleryCategory } from './gallery';

export interface ProcessStep {
  title: string;
  text: string;
}

export interface ServiceDetail {
  /** Paragraphs under "About this service". */
  longDescription: readonly string[];
  features: readonly string[];
  /** Shown as a numbered list. */
  process: readonly ProcessStep[];
  /** The detail page's price (product rules §5.6), which differs from the services list's on purpose. */
  price: { from: number; unit?: string };
  pricingText: string;
  frequency: string;
  /** Gallery items of this category are shown on the page; none when the service has no gallery. */
  galleryCategory?: GalleryCategory;
  /** A guarantee particular to this service, beside the satisfaction guarantee every job has. */
  guarantee?: string;
}

/** "$120", or "$80/visit" for a per-visit price. */
export function detailPriceLabel(detail: ServiceDetail): string {
  return `$${detail.price.from}${detail.price.unit ?? ''}`;
}
