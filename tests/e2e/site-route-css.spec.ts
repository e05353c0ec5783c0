// Each route loads only the CSS it uses: the prerendered HTML links the frame's stylesheet and the page's
// own, which style the page with scripting off, and a client-side navigation shows the next page styled.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openHydrated, sitePaths, unknownPath } from './site-test-helpers';

/** The stylesheets `path`'s HTML links, in document order. */
async function linkedStylesheets(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
}

/** The rules of every stylesheet `path` links, as one text. */
async function linkedCss(request: APIRequestContext, path: string): Promise<string> {
  const sheets = await linkedStylesheets(request, path);
  return (await Promise.all(sheets.map(async (href) => (await request.get(href)).text()))).join('\n');
}

/** Whether `css` has a rule for the class `name` itself (not for a longer class that starts with it). */
function styles(css: string, name: string): boolean {
  return new RegExp(`\\.${name}(?![\\w-])`).test(css);
}

/** Classes each route's stylesheets must style, and classes of other pages they must leave out. */
const expected: Record<string, { styled: string[]; absent: string[] }> = {
  '/': { styled: ['oq-calculator', 'hero__title', 'card-grid'], absent: ['oq-form--page', 'form-layout', 'article-card', 'gallery-grid'] },
  '/about': { styled: ['stats-band', 'profile'], absent: ['oq-input', 'oq-calculator', 'hero__title'] },
  '/services': { styled: ['service-listing', 'card-grid'], absent: ['oq-input', 'oq-calculator'] },
  '/services/window-cleaning': { styled: ['service-hero', 'gallery-figure', 'info-box'], absent: ['oq-input', 'oq-calculator', 'viewer'] },
  '/gallery': { styled: ['gallery-grid', 'viewer'], absent: ['oq-input', 'oq-calculator', 'article-card'] },
  '/blog': { styled: ['article-card', 'newsletter'], absent: ['oq-input', 'oq-calculator', 'gallery-grid'] },
  '/quote': { styled: ['oq-form--page', 'oq-input', 'form-layout'], absent: ['oq-calculator', 'hero__title', 'article-card'] },
  '/contact': { styled: ['oq-form--page', 'faq__entry', 'contact-card'], absent: ['oq-calculator', 'hero__title'] },
  '/privacy': {
    styled: [],
    absent: ['oq-input', 'oq-calculator', 'oq-form--page', 'card-grid', 'hero__title', 'article-card', 'gallery-grid'],
  },
  '/terms': { styled: [], absent: ['oq-input', 'oq-calculator', 'oq-form--page', 'card-grid', 'hero__title'] },
  [unknownPath]: { styled: ['status-page'], absent: ['oq-input', 'oq-calculator', 'hero__title'] },
};

test.describe("each route's stylesheets", () => {
  test('every route links the same frame stylesheet first, with the header and footer rules', async ({ request }) => {
    const firsts = new Set<string>();
    for (const path of [...sitePaths, unknownPath]) {
      const [first] = await linkedStylesheets(request, path);
      firsts.add(first);
    }
    expect(firsts.size).toBe(1);
    const frame = await (await request.get([...firsts][0])).text();
    for (const name of ['site-header', 'site-footer', 'button', 'section', 'page-hero', 'crash-screen'])
      expect(styles(frame, name), name).toBe(true);
  });

  test('/privacy and /terms link only the frame stylesheet', async ({ request }) => {
    expect(await linkedStylesheets(request, '/privacy')).toHaveLength(1);
    expect(await linkedStylesheets(request, '/terms')).toHaveLength(1);
  });

  for (const [path, { styled, absent }] of Object.entries(expected)) {
    test(`${path} links the rules for its own parts and none of other pages'`, async ({ request }) => {
      const css = await linkedCss(request, path);
      for (const name of styled) expect(styles(css, name), `.${name}`).toBe(true);
      for (const name of absent) expect(styles(css, name), `.${name}`).toBe(false);
    });
  }

  test('a hydrated page links each stylesheet once: the chunk loader reuses the prerendered links', async ({ page }) => {
    await openHydrated(page, '/quote');
    const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});

test.describe("each route's stylesheets without scripting", () => {
  test.use({ javaScriptEnabled: false });

  test("/quote lays out the shared quote form with the shared forms' rules", async ({ page }) => {
    await page.goto('/quote');
    const form = page.getByRole('form', { name: 'Quote request' });
    await expect(form).toHaveCSS('display', 'grid');
    await expect(form).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveCSS('min-height', '44px');
  });

  test("/ draws the calculator's card with the calculator's rules", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Instant Quote Calculator' })).toHaveCSS('border-top-left-radius', '16px');
  });

  test('/gallery hides the filters, which need scripts, with the rule in its own stylesheet', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('group', { name: 'Filter by category' })).toBeHidden();
  });
});

test.describe('a client-side navigation', () => {
  test('from / through /privacy to /quote shows the quote form styled from its first render', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // Records the form's display each time the DOM changes, before the browser can paint the change.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { formDisplays: seen });
      new MutationObserver(() => {
        const form = document.querySelector('main form');
        if (form) seen.push(getComputedStyle(form).display);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('banner').getByRole('link', { name: 'Get Free Quote' }).click();
    const form = page.getByRole('form', { name: 'Quote request' });
    await expect(form).toBeVisible();
    await expect(form).toHaveCSS('display', 'grid');
    const displays = await page.evaluate(() => (window as unknown as { formDisplays: string[] }).formDisplays);
    expect(displays.length).toBeGreaterThan(0);
    expect(new Set(displays)).toEqual(new Set(['grid']));
  });
});
