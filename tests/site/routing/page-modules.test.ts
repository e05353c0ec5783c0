import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageAssets, type PageAssets } from '../../../site/routing/page-assets';
import type { PageMap } from '../../../site/routing/page-map';

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

describe('the built site, whose page assets name each chunk', () => {
  /**
   * Puts the page-assets block a prerendered page ends with into the document (the page's own files in `pages`, the
   * others in the page map `allPages`), then loads the loader afresh and hands it the block as read.
   */
  async function builtPageModules(allPages: PageMap, pages: PageMap = {}) {
    const block = { held: [], pages, allPages: '/assets/pages-M.json' } satisfies PageAssets;
    document.body.innerHTML = `<script type="application/json" id="page-assets">${JSON.stringify(block)}</script>`;
    const pageModules = await import('../../../site/routing/page-modules');
    const { pageMapSource } = await import('../../../site/routing/page-map');
    const fetchPageMap = vi.spyOn(pageMapSource, 'fetch').mockResolvedValue(allPages);
    pageModules.setPageAssets(readPageAssets(document));
    return { ...pageModules, fetchPageMap };
  }
  const about = { chunk: '/assets/about-page-A.js', imports: ['/assets/page-hero-H.js'], styles: [] };

  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('imports a chunk that failed once again from a fresh URL, and preloads its imports once', async () => {
    const { browser, loadPageOrRetry, loadedPage } = await builtPageModules({ 'about-page': about });
    const page = { default: () => null };
    const importChunk = vi.spyOn(browser, 'importChunk').mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue(page);
    expect(await loadPageOrRetry('about-page')).toBe(page);
    expect(importChunk.mock.calls).toEqual([['/assets/about-page-A.js'], ['/assets/about-page-A.js?again']]);
    expect(document.head.querySelectorAll('link[rel="modulepreload"][href="/assets/page-hero-H.js"]')).toHaveLength(1);
    expect(loadedPage('about-page')).toBe(page);
  });

  it('opens the prerendered page as a full page load when both tries fail, and never settles', async () => {
    const { browser, showPage } = await builtPageModules({ 'about-page': about });
    vi.spyOn(browser, 'importChunk').mockRejectedValue(new Error('Failed to fetch'));
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const shown = showPage('about-page');
    expect(showPage('about-page')).toBe(shown);
    const settled = vi.fn();
    shown.then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(settled).not.toHaveBeenCalled();
  });

  it("loads the page's own chunk without the page map, and another page's through the map, fetched once", async () => {
    const blog = { chunk: '/assets/blog-page-B.js', imports: [], styles: [] };
    const { browser, loadPage, fetchPageMap } = await builtPageModules({ 'blog-page': blog }, { 'about-page': about });
    const importChunk = vi.spyOn(browser, 'importChunk').mockResolvedValue({ default: () => null });
    await loadPage('about-page');
    expect(fetchPageMap).not.toHaveBeenCalled();
    await Promise.all([loadPage('blog-page'), loadPage('contact-page').catch(() => undefined)]);
    expect(fetchPageMap.mock.calls).toEqual([['/assets/pages-M.json']]);
    expect(importChunk.mock.calls).toEqual([['/assets/about-page-A.js'], ['/assets/blog-page-B.js']]);
  });

  it('fetches the page map again after it failed, as on a flaky network', async () => {
    const { browser, loadPage, fetchPageMap } = await builtPageModules({ 'about-page': about });
    fetchPageMap.mockRejectedValueOnce(new Error('Failed to fetch'));
    vi.spyOn(browser, 'importChunk').mockResolvedValue({ default: () => null });
    await expect(loadPage('about-page')).rejects.toThrow('Failed to fetch');
    await loadPage('about-page');
    expect(fetchPageMap).toHaveBeenCalledTimes(2);
  });

  it('reads no page assets from a page without the block, as on the development server', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageAssets(document)).toBeNull();
  });

  it('opens a page the page assets do not name as a full page load', async () => {
    const { browser, showPage } = await builtPageModules({ 'about-page': about });
    const importChunk = vi.spyOn(browser, 'importChunk');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    // Not the site's chunk, and no module through Vite either, as in the browser build.
    void showPage('not-a-page' as 'about-page');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(importChunk).not.toHaveBeenCalled();
  });
});
