// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../../scripts/build/prerender';
import { routePath } from '../../../scripts/size/route-path';

describe('routePath', () => {
  it.each(['/', '/about', '/services/window-cleaning'])('names the file prerendered for %s by that path', (path) => {
    expect(routePath(htmlFileFor(path))).toBe(path);
  });

  it('names 404.html /404, like the not-found route', () => {
    expect(routePath('404.html')).toBe('/404');
  });
});
