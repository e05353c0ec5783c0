import { afterEach, describe, expect, it, vi } from 'vitest';

// The about page's chunk fails to load the first time it is asked for, as on a flaky network.
let failNextLoad = true;
vi.mock('../../../site/pages/about-page.tsx', () => {
  if (failNextLoad) {
    failNextLoad = false;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return { default: () => null };
});

// A page that loads at once: the real one needs the build's image plugin.
vi.mock('../../../site/pages/blog-page.tsx', () => ({ default: () => null }));

afterEach(() => {
  vi.resetModules();
});

describe('loadPage', () => {
  it('retries a page whose chunk failed to load, rather than failing forever', async () => {
    const { loadPage, loadedPage } = await import('../../../site/routing/page-modules');
    await expect(loadPage('about-page')).rejects.toThrow();
    expect(loadedPage('about-page')).toBeUndefined();
    vi.resetModules();
    // The module registry forgets the failure, as a browser's retry would refetch; page-modules must too.
    const module = await loadPage('about-page');
    expect(module.default).toBeTypeOf('function');
    expect(loadedPage('about-page')).toBe(module);
  });

  it('shares one load between callers while it is on the way', async () => {
    const { loadPage } = await import('../../../site/routing/page-modules');
    const first = loadPage('blog-page');
    expect(loadPage('blog-page')).toBe(first);
    // Settled before the test ends, so no import is left running once the environment is torn down.
    await first;
  });
});
