// The gallery of work (product rules §2.6): 13 items, single pictures or before/after pairs.

export type GalleryCategory = 'windows' | 'gutters' | 'pressure' | 'solar' | 'moss' | 'holiday' | 'concrete';

interface GalleryItemBase {
  id: string;
  category: GalleryCategory;
  title: string;
  description: string;
}

export type GalleryItem = GalleryItemBase &
  ({ type: 'single'; image: string } | { type: 'before-after'; beforeImage: string; afterImage: string });

/** The gallery's filter buttons, in order (product rules §2.6); other categories show under "All" only. */
export const galleryFilters: ReadonlyArray<{ id: 'all' | GalleryCategory; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'windows', label: 'Windows' },
  { id: 'gutters', label: 'Gutters' },
  { id: 'pressure', label: 'Pressure Washing' },
  { id: 'solar', label: 'Solar Panels' },
];

export type GalleryFilter = (typeof galleryFilters)[number]['id'];

export const galleryItems: readonly GalleryItem[] = [
  {
    id: 'lakeview-windows',
    category: 'windows',
    title: 'Lakeview windows, Upper Mission',
    description: 'A summer of smoke and dust cleared from floor-to-ceiling glass facing the lake.',
    type: 'before-after',
    beforeImage: 'gallery/lakeview-windows-before',
    afterImage: 'gallery/lakeview-windows-after',
  },
  {
    id: 'storefront-glass',
    category: 'windows',
    title: 'Storefront glass, downtown Kelowna',
    description: 'Monthly storefront cleaning, done before the shop opens.',
    type: 'single',
    image: 'gallery/storefront-glass',
  },
  {
    id: 'sprinkler-spots',
    category: 'windows',
    title: 'Sprinkler spots removed, West Kelowna',
    description: 'Hard-water spots from a lawn sprinkler, treated and polished off the lower windows.',
    type: 'before-after',
    beforeImage: 'gallery/sprinkler-spots-before',
    afterImage: 'gallery/sprinkler-spots-after',
  },
  {
    id: 'glass-railings',
    category: 'windows',
    title: 'Glass railings, Lake Country',
    description: 'Deck railings cleaned on both sides, so the view is all you see.',
    type: 'single',
    image: 'gallery/glass-railings',
  },
  {
    id: 'pine-needle-gutters',
    category: 'gutters',
    title: 'Pine needles cleared, Vernon',
    description: 'Eavestroughs packed solid under ponderosa pines, cleared by hand and flushed.',
    type: 'before-after',
    beforeImage: 'gallery/pine-needle-gutters-before',
    afterImage: 'gallery/pine-needle-gutters-after',
  },
  {
    id: 'downspout-flush',
    category: 'gutters',
    title: 'Downspouts flushed, Kelowna',
    description: 'A blocked downspout cleared, so the water runs away from the foundation again.',
    type: 'single',
    image: 'gallery/downspout-flush',
  },
  {
    id: 'gutter-guards',
    category: 'gutters',
    title: 'Gutter guards cleaned, Kamloops',
    description: 'Guards lifted, cleaned underneath and refitted on a two-storey home.',
    type: 'single',
    image: 'gallery/gutter-guards',
  },
  {
    id: 'driveway-wash',
    category: 'pressure',
    title: 'Driveway washed, Glenmore',
    description: 'Oil drips and tire marks lifted from a two-car driveway with hot water.',
    type: 'before-after',
    beforeImage: 'gallery/driveway-wash-before',
    afterImage: 'gallery/driveway-wash-after',
  },
  {
    id: 'cedar-deck',
    category: 'pressure',
    title: 'Cedar deck soft wash, Penticton',
    description: 'Grey weathering and algae gently washed off, ready for a fresh stain.',
    type: 'before-after',
    beforeImage: 'gallery/cedar-deck-before',
    afterImage: 'gallery/cedar-deck-after',
  },
  {
    id: 'siding-soft-wash',
    category: 'pressure',
    title: 'Siding soft wash, Kamloops',
    description: 'Black streaks and cobwebs rinsed from vinyl siding without high pressure.',
    type: 'single',
    image: 'gallery/siding-soft-wash',
  },
  {
    id: 'mossy-roof',
    category: 'moss',
    title: 'Moss removed, West Kelowna',
    description: 'A shaded north slope cleared by hand and treated to keep the moss away.',
    type: 'before-after',
    beforeImage: 'gallery/mossy-roof-before',
    afterImage: 'gallery/mossy-roof-after',
  },
  {
    id: 'warm-roofline',
    category: 'holiday',
    title: 'Warm white roofline, Kelowna',
    description: 'Rooflines, peaks and a front tree in warm LED, installed in an afternoon.',
    type: 'single',
    image: 'gallery/warm-roofline',
  },
  {
    id: 'sealed-patio',
    category: 'concrete',
    title: 'Sealed patio, Lake Country',
    description: 'A cleaned and sealed patio: water now beads up instead of soaking in.',
    type: 'single',
    image: 'gallery/sealed-patio',
  },
];

/** The items `filter` shows, in gallery order. */
export function filterGallery(items: readonly GalleryItem[], filter: GalleryFilter): GalleryItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}
