// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fallbackWidth, imageSrcset, imageUrl, type ImageInfo } from '../../../site/images/image-url';
import { widthsFor } from '../../../scripts/build/site-images';

const info: ImageInfo = { width: 1600, height: 1000, hash: '1a2b3c4d', widths: [480, 960, 1600] };

describe('image file names', () => {
  it('name a file by key, width, content hash and format', () => {
    expect(imageUrl('gallery/deck-before', info, 960, 'avif')).toBe('/assets/img/gallery-deck-before-960.1a2b3c4d.avif');
  });

  it('list every width in a srcset', () => {
    expect(imageSrcset('home/hero', info, 'webp')).toBe(
      '/assets/img/home-hero-480.1a2b3c4d.webp 480w, /assets/img/home-hero-960.1a2b3c4d.webp 960w, /assets/img/home-hero-1600.1a2b3c4d.webp 1600w',
    );
  });

  it('use the middle width for the JPEG fallback', () => {
    expect(fallbackWidth(info)).toBe(960);
  });
});

describe('widthsFor', () => {
  it('emits the standard widths up to a large source', () => {
    expect(widthsFor(2400)).toEqual([480, 720, 960, 1600]);
  });

  it('never scales a small source up', () => {
    expect(widthsFor(800)).toEqual([480, 720, 800]);
    expect(widthsFor(300)).toEqual([300]);
  });
});
