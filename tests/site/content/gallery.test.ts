import { describe, expect, it } from 'vitest';
import { filterGallery, galleryFilters, galleryItems } from '../../../site/content/gallery';

describe('the gallery', () => {
  it('holds 13 items, single pictures and before/after pairs', () => {
    expect(galleryItems).toHaveLength(13);
    expect(galleryItems.some((item) => item.type === 'single')).toBe(true);
    expect(galleryItems.some((item) => item.type === 'before-after')).toBe(true);
    expect(new Set(galleryItems.map((item) => item.id)).size).toBe(13);
  });

  it('offers the filters of product rules §2.6 in order', () => {
    expect(galleryFilters.map((filter) => filter.id)).toEqual(['all', 'windows', 'gutters', 'pressure', 'solar']);
  });

  it('shows everything under "all" and one category under each filter', () => {
    expect(filterGallery(galleryItems, 'all')).toHaveLength(13);
    expect(filterGallery(galleryItems, 'windows').every((item) => item.category === 'windows')).toBe(true);
    expect(filterGallery(galleryItems, 'windows')).toHaveLength(4);
    expect(filterGallery(galleryItems, 'gutters')).toHaveLength(3);
    expect(filterGallery(galleryItems, 'pressure')).toHaveLength(3);
  });

  it('has no solar pictures yet, which the page answers with its empty message', () => {
    expect(filterGallery(galleryItems, 'solar')).toEqual([]);
  });
});
