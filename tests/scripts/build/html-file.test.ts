// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlFileFor, routePathFor } from '../../../scripts/build/html-file';

describe('htmlFileFor', () => {
  it('serves / from index.html and every other path from its own folder', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/services/window-cleaning')).toBe('services/window-cleaning/index.html');
  });
});

describe('routePathFor', () => {
  it.each(['/', '/about', '/services/window-cleaning'])('names the file prerendered for %s by that path', (path) => {
    expect(routePathFor(htmlFileFor(path))).toBe(path);
  });

  it('names 404.html /404, like the not-found route', () => {
    expect(routePathFor('404.html')).toBe('/404');
  });
});
