// Each route holds only the CSS it uses, inline in its HTML, so its first paint waits for no stylesheet request: the
// frame's rules and then the page's own, which style the page with scripting off and which the page's own
// Content-Security-Policy allows by their hash; the page assets it carries name the files its stylesheet holds, so
// a client-side navigation fetches only what the next page lacks, and shows it styled.
import { type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { openHydrated, sitePaths, unknownPath } from './site-test-helpers';

/** The head of `path`'s HTML, and its Content-Security-Policy. */
async function headOf(request: APIRequestContext, path: string): Promise<{ head: string; policy: string }> {
  const response = await request.get(path);
  const html = await response.text();
  return { head: html.slice(0, html.indexOf('</head>')), policy: response.headers()['content-security-policy'] ?? '' };
}

/** The text of each style element in `path`'s head, in document order. */
async function inlineStyles(request: APIRequestContext, path: string): Promise<string[]> {
  return [...(await headOf(request, path)).head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
}

/** The stylesheets whose rules `path`'s one stylesheet holds, as its page assets name them. */
async function heldStylesheets(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const data = /<script type="application\/json" id="page-assets">(.*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(data ?? '{}') as { held?: string[] }).held ?? [];
}

/** The CSS files the page has fetched so far, by path. */
function fetchedStylesheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name }) => new URL(name).pathname)
      .filter((path) => path.endsWith('.css')),
  );
}

/** The rules of `path`'s inline stylesheet. */
async function pageCss(request: APIRequestContext, path: string): Promise<string> {
  return (await inlineStyles(request, path)).join('\n');
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
  '/partners': { styled: ['code-card', 'qr-notice', 'check-list'], absent: ['oq-input', 'oq-calculator', 'hero__title', 'form-layout'] },
  '/privacy': {
    styled: [],
    absent: ['oq-input', 'oq-calculator', 'oq-form--page', 'card-grid', 'hero__title', 'article-card', 'gallery-grid'],
  },
  '/terms': { styled: [], absent: ['oq-input', 'oq-calculator', 'oq-form--page', 'card-grid', 'hero__title'] },
  [unknownPath]: { styled: ['status-page'], absent: ['oq-input', 'oq-calculator', 'hero__title'] },
};

test.describe("each route's stylesheets", () => {
  test("every route holds one stylesheet inline and links none; it opens with the frame's rules: header, footer and the rest", async ({
    request,
  }) => {
    const [frameHref] = await heldStylesheets(request, '/privacy');
    const frame = await (await request.get(frameHref)).text();
    for (const name of ['site-header', 'site-footer', 'button', 'section', 'page-hero', 'crash-screen'])
      expect(styles(frame, name), name).toBe(true);
    for (const path of [...sitePaths, unknownPath]) {
      const styled = await inlineStyles(request, path);
      expect(styled, path).toHaveLength(1);
      expect(styled[0].startsWith(frame), path).toBe(true);
      expect((await headOf(request, path)).head, path).not.toMatch(/rel="stylesheet"/);
    }
  });

  test('the inline stylesheet is the files its page assets say it holds, in their order, and nothing else', async ({ request }) => {
    for (const path of ['/', '/quote', '/services/window-cleaning', '/privacy']) {
      const held = await heldStylesheets(request, path);
      expect(held.length, path).toBeGreaterThan(path === '/privacy' ? 0 : 1);
      const parts = await Promise.all(held.map(async (href) => (await request.get(href)).text()));
      expect(await pageCss(request, path), path).toBe(parts.join('\n'));
    }
  });

  test("each page's policy allows its own inline stylesheet by its hash, and no other style", async ({ request }) => {
    const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    for (const path of ['/', '/quote', '/services/window-cleaning', '/services/no-such-service', unknownPath]) {
      const { policy } = await headOf(request, path);
      const styleSource = /(?:^|;)\s*style-src ([^;]*)/.exec(policy)?.[1];
      expect(styleSource, path).toBe(`'self' ${hashOf(await pageCss(request, path))}`);
    }
    expect(hashOf(await pageCss(request, '/'))).not.toBe(hashOf(await pageCss(request, '/quote')));
  });

  for (const [path, { styled, absent }] of Object.entries(expected)) {
    test(`${path} holds the rules for its own parts and none of other pages'`, async ({ request }) => {
      const css = await pageCss(request, path);
      for (const name of styled) expect(styles(css, name), `.${name}`).toBe(true);
      for (const name of absent) expect(styles(css, name), `.${name}`).toBe(false);
    });
  }

  for (const path of ['/', '/quote', '/services/window-cleaning', '/gallery']) {
    test(`${path}, hydrated, has fetched no stylesheet, links none, and is styled`, async ({ page }) => {
      await openHydrated(page, path);
      await expect(page.locator('link[rel~="stylesheet"]')).toHaveCount(0);
      expect(await fetchedStylesheets(page)).toEqual([]);
      await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
    });
  }
});

test.describe('a client-side navigation', () => {
  test('fetches only the stylesheets the next page lacks, never one whose rules are on the page', async ({ page, request }) => {
    await openHydrated(page, '/quote');
    const banner = page.getByRole('banner');
    expect(await fetchedStylesheets(page)).toEqual([]);

    // /contact needs the shared forms' rules, which /quote's stylesheet holds already: nothing to fetch.
    await banner.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    expect(await fetchedStylesheets(page)).toEqual([]);

    // /services needs the cards' rules, held, and its own, which it fetches alone.
    await banner.getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Services');
    const fetched = await fetchedStylesheets(page);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/^\/assets\/services-[\w-]+\.css$/);
    expect(await heldStylesheets(request, '/services')).toContain(fetched[0]);
    expect(await heldStylesheets(request, '/quote')).not.toContain(fetched[0]);

    // Back to /quote: every rule it needs is on the page.
    await banner.getByRole('link', { name: 'Get Free Quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get Your Free Quote' })).toBeVisible();
    expect(await fetchedStylesheets(page)).toEqual(fetched);
  });

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
