// The WordPress plugin, its zip downloaded from the site, on a real WordPress (Debian's), in Chromium: an Author's
// post, a Classic editor post and a footer widget each show a working calculator whose lead the site's server stores
// with the shortcode's partner and the WordPress page; the script loads once a page; where it is blocked, the
// fallback link credits the partner. And why the plugin exists: WordPress strips an Author's pasted script snippet.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedPagePath, embedTags, quoteButton, wordpressPluginPath } from '../../common/contract/embed-pages';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { iframeSnippet } from '../../site/partners/partner-snippets';
import { storedLead } from '../engines/stored-leads';
import { spawnServer, type ServerProcess } from '../server/spawn-server';
import { startWordPress, wordpressPrerequisites, type LocalWordPress, type WordPressUser } from './local-wordpress';

const missing = wordpressPrerequisites();
const calculatorTag = embedTags['quote-calculator'];
const calculatorScript = '/widgets/quote-calculator.js';

// A laptop without Debian's packages or root skips the site, saying so; CI (CI=true) fails instead.
if (missing.length > 0 && process.env.CI) throw new Error(`WordPress cannot run on this machine: missing ${missing.join(', ')}.`);
if (missing.length > 0) console.warn(`Skipping the WordPress plugin test: missing ${missing.join(', ')}.`);

/** A shortcode in a Shortcode block, as the block editor saves it. */
const shortcodeBlock = (shortcode: string) => `<!-- wp:shortcode -->\n${shortcode}\n<!-- /wp:shortcode -->`;

describe.skipIf(missing.length > 0)("the plugin's shortcodes on Debian's WordPress", () => {
  let dir: string;
  let server: ServerProcess;
  let wordpress: LocalWordPress;
  let browser: Browser;
  let leadsDb: string;

  beforeAll(async () => {
    if (!existsSync(join('dist', wordpressPluginPath))) throw new Error('No plugin zip in dist/: run npm run build first.');
    const started = performance.now();
    dir = mkdtempSync(join(tmpdir(), 'wordpress-plugin-'));
    leadsDb = join(dir, 'leads.sqlite');
    server = await spawnServer({ LEADS_DB: leadsDb, RATE_LIMIT_MAX: '1000' });
    // The zip as a partner downloads it from the site.
    const download = await fetch(`${server.siteOrigin}${wordpressPluginPath}`);
    expect([download.status, download.headers.get('content-type')]).toEqual([200, 'application/zip']);
    const downloadedZip = join(dir, 'okanagan-exterior-cleaning.zip');
    writeFileSync(downloadedZip, Buffer.from(await download.arrayBuffer()));
    // Chromium starts while WordPress does; whichever fails, afterAll stops the other.
    const launching = chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      wordpress = await startWordPress(join(dir, 'wordpress'), downloadedZip, { OKANAGAN_EXTERIOR_SITE_URL: server.siteOrigin });
    } finally {
      browser = await launching;
    }
    // Activated as an administrator does it, on Plugins; then the Footer widget area gets a Shortcode block, saved as
    // the block widget editor saves it: the new widget, then the area's list of widgets.
    await wordpress.rest(wordpress.admin, 'POST', '/wp/v2/plugins/okanagan-exterior-cleaning/okanagan-exterior-cleaning', {
      status: 'active',
    });
    const widget = await wordpress.rest<{ id: string }>(wordpress.admin, 'POST', '/wp/v2/widgets', {
      id_base: 'block',
      sidebar: 'sidebar-1',
      instance: { raw: { content: shortcodeBlock('[okanagan_quote_calculator partner="footer-partner"]') } },
    });
    await wordpress.rest(wordpress.admin, 'PUT', '/wp/v2/sidebars/sidebar-1', { widgets: [widget.id] });
    console.log(
      `WordPress ${wordpress.version} with the plugin, Chromium ${browser.version()}: ready in ${Math.round(performance.now() - started)} ms.`,
    );
  });

  afterAll(async () => {
    await browser?.close();
    await wordpress?.stop();
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Publishes a post as `user` through the REST API, as the block editor saves one; resolves with it as stored. */
  function publish(user: WordPressUser, title: string, content: string) {
    return wordpress.rest<{ id: number; link: string; content: { raw: string } }>(user, 'POST', '/wp/v2/posts?context=edit', {
      title,
      content,
      status: 'publish',
    });
  }

  /** A new page in its own browser context, failing the test on any error the page reports. */
  async function openPage(url: string, { blockWidgets = false } = {}): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext();
    if (blockWidgets) await context.route(`${server.siteOrigin}/widgets/*.js`, (route) => route.abort());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    return { page, errors };
  }

  /** Prices the defaults in `calculator`, requests the quote as `name` and waits for the thank-you dialog. */
  async function requestQuote(calculator: Locator, name: string, estimate = '$371 - $474') {
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    // The figure is in the page, hidden, from the start: the one Calculate shows is the one to wait for.
    await calculator.getByText(estimate).filter({ visible: true }).first().waitFor();
    await calculator.getByRole('textbox', { name: 'Full name' }).fill(name);
    await calculator.getByRole('textbox', { name: 'Email' }).fill('avery@example.com');
    await calculator.getByRole('textbox', { name: 'Phone' }).fill('250-555-0199');
    await calculator.getByRole('button', { name: 'Request My Quote' }).click();
    await calculator.getByRole('dialog', { name: 'Thank you!' }).waitFor();
  }

  /** True once `element` has upgraded: its shadow root holds the widget. */
  function upgraded(element: Locator): Promise<boolean> {
    return element.evaluate((node) => (node.shadowRoot?.childElementCount ?? 0) > 0);
  }

  it("strips the pasted script snippet from an Author's post, and keeps it in an Administrator's", async () => {
    const snippet = `<script src="${server.siteOrigin}${calculatorScript}" defer></script>\n<${calculatorTag} partner="pasted"></${calculatorTag}>`;
    const byAuthor = await publish(wordpress.author, 'Pasted by an Author', snippet);
    expect(byAuthor.content.raw).not.toContain('<script');
    expect(byAuthor.content.raw).not.toContain(`<${calculatorTag}`);
    const byAdmin = await publish(wordpress.admin, 'Pasted by an Administrator', snippet);
    expect(byAdmin.content.raw).toContain('<script');
  });

  it("shows a working calculator in an Author's post, storing its lead with the partner and the post's page", async () => {
    const post = await publish(
      wordpress.author,
      'Window cleaning for Lakeview owners',
      `<!-- wp:paragraph -->\n<p>Our owners get a price at once.</p>\n<!-- /wp:paragraph -->\n\n${shortcodeBlock(
        '[okanagan_quote_calculator partner="author-partner"]',
      )}`,
    );
    expect(post.content.raw).toContain('[okanagan_quote_calculator partner="author-partner"]');
    const { page, errors } = await openPage(post.link);
    const calculator = page.locator(`${calculatorTag}[partner="author-partner"]`);
    await requestQuote(calculator, 'Author Post Visitor');
    expect(await upgraded(calculator)).toBe(true);
    expect(await storedLead(leadsDb, 'Author Post Visitor')).toMatchObject({
      formName: 'quote-request',
      partner: 'author-partner',
      attribution: { page: post.link },
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the partners page's iframe snippet in an Administrator's post, storing its lead with the post's page", async () => {
    const snippet = iframeSnippet({ origin: server.siteOrigin, widget: 'quote-calculator', partner: 'iframe-partner' });
    const post = await publish(
      wordpress.admin,
      'Framed calculator',
      `<!-- wp:paragraph -->\n<p>Our owners get a price at once.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:html -->\n${snippet}\n<!-- /wp:html -->`,
    );
    expect(post.link).toMatch(/\/\?p=\d+$/);
    const { page, errors } = await openPage(post.link);
    // The frame takes the theme's content column, as the paragraph above it does.
    const frameBox = (await page.locator('iframe').boundingBox())!;
    const paragraphBox = (await page.getByText('Our owners get a price at once.').boundingBox())!;
    expect([Math.round(frameBox.x), Math.round(frameBox.width)]).toEqual([Math.round(paragraphBox.x), Math.round(paragraphBox.width)]);
    await requestQuote(page.frameLocator('iframe').getByRole('main'), 'Framed Post Visitor');
    // The thank-you opens in the visitor's window, not where the grown frame's middle is.
    const dialogBox = (await page.frameLocator('iframe').getByRole('dialog', { name: 'Thank you!' }).boundingBox())!;
    expect(dialogBox.y).toBeGreaterThanOrEqual(0);
    expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await storedLead(leadsDb, 'Framed Post Visitor')).toMatchObject({
      partner: 'iframe-partner',
      attribution: { page: post.link },
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads the calculator script once on a page with two calculator shortcodes, the post and the footer', async () => {
    const post = await publish(wordpress.author, 'Two calculators', shortcodeBlock('[okanagan_quote_calculator partner="twice"]'));
    const scriptRequests: string[] = [];
    const context = await browser.newContext();
    context.on('request', (request) => void (request.url().includes('/widgets/') && scriptRequests.push(request.url())));
    const page = await context.newPage();
    await page.goto(post.link);
    for (const partner of ['twice', 'footer-partner']) {
      await page.locator(`${calculatorTag}[partner="${partner}"]`).getByRole('button', { name: 'Calculate' }).waitFor();
    }
    expect(scriptRequests).toEqual([`${server.siteOrigin}${calculatorScript}`]);
    expect(
      await page.locator(`script[src*="/widgets/"]`).evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src'))),
    ).toEqual([`${server.siteOrigin}${calculatorScript}`]);
    await context.close();
  });

  it('shows a working calculator in a Classic editor post, its underscored attribute prefilling the home size', async () => {
    const post = await publish(
      wordpress.author,
      'Spring cleaning',
      'Spring cleaning for Lakeview owners.\n\n[okanagan_quote_calculator partner="classic-partner" home_size="2000"]\n\n' +
        '[okanagan_contact_form partner="classic-partner" subject="window-cleaning"]\n\nQuestions? Ask the office.',
    );
    const { page, errors } = await openPage(post.link);
    const calculator = page.locator(`${calculatorTag}[partner="classic-partner"]`);
    // Not inside a paragraph of its own, which wpautop would otherwise wrap the shortcode in.
    expect(await calculator.evaluate((node) => node.parentElement?.localName)).toBe('div');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const estimate = (await calculator
      .getByText(/^\$\d+ - \$\d+$/)
      .filter({ visible: true })
      .first()
      .textContent())!;
    await requestQuote(calculator, 'Classic Post Visitor', estimate);
    expect(await storedLead(leadsDb, 'Classic Post Visitor')).toMatchObject({
      partner: 'classic-partner',
      fields: { 'home-size': '2000', 'estimated-price': estimate },
      attribution: { page: post.link },
    });
    expect(await upgraded(page.locator(`${embedTags['contact-form']}[partner="classic-partner"]`))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a working calculator in the footer's widget area, storing its lead from the home page", async () => {
    const { page, errors } = await openPage(`${wordpress.origin}/`);
    const calculator = page.locator(`.widget-area ${calculatorTag}[partner="footer-partner"]`);
    await requestQuote(calculator, 'Footer Visitor');
    expect(await storedLead(leadsDb, 'Footer Visitor')).toMatchObject({
      partner: 'footer-partner',
      attribution: { page: `${wordpress.origin}/` },
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('writes only the known attributes on the element, each escaped', async () => {
    const post = await publish(
      wordpress.admin,
      'Attributes',
      shortcodeBlock(
        `[okanagan_quote_calculator partner='acme" onclick="alert(1)' colour="red" HEADING_LEVEL="3" home-size="" tab="membership"]`,
      ),
    );
    const { page } = await openPage(post.link, { blockWidgets: true });
    const element = page.locator(`.entry-content ${calculatorTag}`);
    expect(await element.evaluate((node) => node.getAttributeNames())).toEqual(['partner', 'page', 'heading-level', 'tab', 'style']);
    expect(await element.getAttribute('page')).toBe(post.link);
    expect(await element.getAttribute('partner')).toBe('acme" onclick="alert(1)');
    await page.context().close();
  });

  it('shows the fallback link in the content column where the script is blocked, crediting the partner', async () => {
    const post = await publish(
      wordpress.author,
      'Blocked scripts',
      'Spring cleaning for Lakeview owners.\n\n[okanagan_quote_calculator partner="blocked-partner" home-size="2000"]',
    );
    const { page } = await openPage(post.link, { blockWidgets: true });
    const link = page.getByRole('article').getByRole('link', { name: 'Get a free quote' });
    await link.waitFor();
    const href = `${server.siteOrigin}${embedPagePath('quote-calculator')}?${new URLSearchParams({
      partner: 'blocked-partner',
      page: post.link,
      'home-size': '2000',
    })}`;
    expect(await link.getAttribute('href')).toBe(href);
    const linkBox = (await link.boundingBox())!;
    const paragraphBox = (await page.getByText('Spring cleaning for Lakeview owners.').boundingBox())!;
    expect(linkBox.x).toBeGreaterThan(0);
    expect(Math.abs(linkBox.x - paragraphBox.x)).toBeLessThan(1);
    // The embed page it opens prices the home size of the shortcode, and credits the partner.
    await link.click();
    await page.waitForURL(href);
    const calculator = page.getByRole('main');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const estimate = (await calculator
      .getByText(/^\$\d+ - \$\d+$/)
      .filter({ visible: true })
      .first()
      .textContent())!;
    await requestQuote(calculator, 'Blocked Script Visitor', estimate);
    expect(await storedLead(leadsDb, 'Blocked Script Visitor')).toMatchObject({
      partner: 'blocked-partner',
      fields: { 'home-size': '2000' },
      attribution: { page: post.link },
    });
    await page.context().close();
  });

  it("writes the quote button in an Author's post: its element, its fallback link with the partner and the post, its script", async () => {
    const post = await publish(wordpress.author, 'A quote button', shortcodeBlock('[okanagan_quote_button partner="button-partner"]'));
    const { page } = await openPage(post.link, { blockWidgets: true });
    const button = page.locator(`.entry-content ${quoteButton.tag}`);
    expect(await button.evaluate((node) => node.getAttributeNames())).toEqual(['partner', 'page']);
    expect(await button.getAttribute('page')).toBe(post.link);
    const link = button.getByRole('link', { name: 'Get a free quote' });
    expect(await link.getAttribute('href')).toBe(
      `${server.siteOrigin}${embedPagePath(quoteButton.opens)}?${new URLSearchParams({ partner: 'button-partner', page: post.link })}`,
    );
    // Beside the footer's calculator script.
    expect(
      await page.locator(`script[src*="/widgets/"]`).evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src'))),
    ).toContain(`${server.siteOrigin}/widgets/${quoteButton.script}.js`);
    await page.context().close();
  });

  it("opens the calculator from the quote button in an Author's post, storing its lead with the partner and the post", async () => {
    const post = await publish(wordpress.author, 'Get a price', shortcodeBlock('[okanagan_quote_button partner="button-visitor"]'));
    const { page, errors } = await openPage(post.link);
    const button = page.getByRole('button', { name: 'Get a free quote' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Get a free quote' });
    await dialog.waitFor();
    await requestQuote(page.frameLocator(`${quoteButton.tag} iframe`).locator('body'), 'Quote Button Visitor');
    expect(await storedLead(leadsDb, 'Quote Button Visitor')).toMatchObject({
      formName: 'quote-request',
      partner: 'button-visitor',
      attribution: { page: post.link },
    });
    // The first Escape closes the calculator's thank-you, the next the button's dialog.
    const calculator = page.frameLocator(`${quoteButton.tag} iframe`);
    await page.keyboard.press('Escape');
    await calculator.getByRole('dialog', { name: 'Thank you!' }).waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((node) => node.getRootNode() instanceof ShadowRoot && node.matches(':focus'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves no PHP notice, warning or error of its own in the log', () => {
    expect(
      wordpress
        .phpErrors()
        .split('\n')
        .filter((line) => line.includes('/plugins/okanagan-exterior-cleaning/')),
    ).toEqual([]);
  });
});
