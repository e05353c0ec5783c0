import { expect, test } from './fixtures';
import { business } from '../../common/content/business';
import { resolveRoute } from '../../site/routes';
import { sitePaths, unknownPath } from './site-test-helpers';

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** The width and height a PNG's header gives, after its signature and the IHDR chunk's length and type. */
const pngSize = (png: Buffer) => {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

test.describe('search engine essentials', () => {
  for (const path of sitePaths.filter((candidate) => resolveRoute(candidate).route.indexable ?? true)) {
    test(`${path} has its own title, description, canonical URL and Open Graph tags`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const { route, params } = resolveRoute(path);
      const meta = route.meta(params);
      const url = new URL(path, business.siteUrl).href;
      expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(meta.title.replace(/&/g, '&amp;'));
      expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(meta.description.replace(/&/g, '&amp;'));
      expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
      expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(url);
      expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe(meta.title.replace(/&/g, '&amp;'));
      expect(attribute(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(/^https:\/\/.+\.jpg$/);
    });
  }

  test('every page carries the HomeAndConstructionBusiness JSON-LD', async ({ request }) => {
    const html = await (await request.get('/contact')).text();
    const json = attribute(html, /<script type="application\/ld\+json">([^<]*)<\/script>/);
    const data = JSON.parse(json ?? '{}');
    expect(data['@type']).toBe('HomeAndConstructionBusiness');
    expect(data.telephone).toBe('+12505550142');
    expect(data.areaServed).toHaveLength(7);
    expect(data.openingHoursSpecification).toHaveLength(2);
  });

  test('the JSON-LD image and share image exist', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const image = new URL(attribute(html, /<meta property="og:image" content="([^"]*)"/) ?? '');
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
  });

  test('the tab icon is inline, a 32 px PNG as a data: URL, and the iOS home-screen icon a 192 px PNG the server sends', async ({
    request,
  }) => {
    const html = await (await request.get('/about')).text();
    const icon = attribute(html, /<link rel="icon" href="([^"]+)" type="image\/png" sizes="32x32" \/>/) ?? '';
    expect(icon).toMatch(/^data:image\/png;base64,/);
    expect(pngSize(Buffer.from(icon.slice(icon.indexOf(',') + 1), 'base64'))).toEqual([32, 32]);

    const touchIcon = attribute(html, /<link rel="apple-touch-icon" href="([^"]+)" \/>/);
    expect(touchIcon).toBe('/apple-touch-icon.png');
    const response = await request.get(touchIcon!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // A multiple of 48 px, as search engines require of the site icon they show.
    expect(pngSize(await response.body())).toEqual([192, 192]);
    // No SVG icon: a browser builds a whole document on the page's main thread to draw one.
    expect(html).not.toContain('image/svg+xml');
  });

  test('loading a page makes no request for an icon', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/about', { waitUntil: 'load' });
    await page.waitForTimeout(1_000);
    expect(requested.length).toBeGreaterThan(1);
    expect(requested.filter((path) => /icon|\.(png|ico|svg)$/.test(path))).toEqual([]);
  });

  test('the not-found page is kept out of search results', async ({ request }) => {
    const html = await (await request.get(unknownPath)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });

  test('sitemap.xml lists every page kept in search results, and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(locs).toEqual(sitePaths.filter((path) => resolveRoute(path).route.indexable !== false));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${business.siteUrl}/sitemap.xml`);
  });

  test('every page links its own chunk, so it loads beside the entry and not after it', async ({ request }) => {
    const html = await (await request.get('/blog')).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/blog-page-[\w-]+\.js$/));
  });
});
