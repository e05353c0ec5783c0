// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ChunkGraph } from '../../../scripts/size/bundle-collector';
import { distFileFor, firstLoadFiles } from '../../../scripts/size/first-load-files';

const aboutHtml = readFileSync('tests/fixtures/size/dist/about/index.html', 'utf8');
const graph = JSON.parse(readFileSync('tests/fixtures/size/graph.json', 'utf8')) as ChunkGraph;

describe('firstLoadFiles', () => {
  it('counts exactly the files the fixture page loads: its tags, their static imports recursively, and their CSS', () => {
    const { files } = firstLoadFiles(aboutHtml, 'about/index.html', graph);
    expect([...files].sort()).toEqual(
      [
        'assets/site-abc.css',
        'assets/vendor-abc.js',
        'assets/about-abc.js',
        'assets/shared-abc.js',
        'assets/about-abc.css',
        'widgets/quote-calculator.js',
      ].sort(),
    );
  });

  it('counts a chunk imported twice once', () => {
    const { files } = firstLoadFiles(aboutHtml, 'about/index.html', graph);
    expect(files.filter((file) => file === 'assets/vendor-abc.js')).toHaveLength(1);
  });

  it('leaves out prefetched chunks and what only they import', () => {
    const { files } = firstLoadFiles(aboutHtml, 'about/index.html', graph);
    expect(files).not.toContain('assets/later-abc.js');
    expect(files).not.toContain('assets/later-abc.css');
  });

  it('lists files on other origins apart, unmeasured', () => {
    expect(firstLoadFiles(aboutHtml, 'about/index.html', graph).external).toEqual(['https://analytics.example.com/a.js']);
  });
});

describe('distFileFor', () => {
  it('resolves root-relative URLs from the dist root and relative ones from the page, without query or hash', () => {
    expect(distFileFor('/assets/a.js?v=2#x', 'services/window-cleaning/index.html')).toBe('assets/a.js');
    expect(distFileFor('../../widgets/b.js', 'services/window-cleaning/index.html')).toBe('widgets/b.js');
    expect(distFileFor('c.css', 'index.html')).toBe('c.css');
  });

  it('answers null for other origins', () => {
    expect(distFileFor('https://cdn.example.com/a.js', 'index.html')).toBeNull();
    expect(distFileFor('//cdn.example.com/a.js', 'index.html')).toBeNull();
  });

  it('refuses a URL that climbs out of the build', () => {
    expect(() => distFileFor('../../a.js', 'about/index.html')).toThrow('about/index.html loads ../../a.js, which is outside the build.');
  });
});
