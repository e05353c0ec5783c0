// What a widget refuses from the page around it, and where its leads go (product rules §3.3, §8.2): an
// accent that is not a plain colour, an endpoint that is not https:, and a script re-hosted by a
// partner, which still posts to the site's canonical origin fixed at build.
import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readSiteOrigin } from '../../serving/site-origin';
import { readDistDir } from '../../serving/dist-dir';
import { calculateAndFill, calculatorPost, fillContactDetails, nextFormPost, postedFields, submitLead } from './lead-form-helpers';
import { collectWarnings, tags } from './widget-helpers';

const defaultAccent = 'rgb(11, 110, 138)';

test.describe('the accent attribute, resolved as a colour', () => {
  // The page defines --brand, so an accent passed through as written would turn the buttons red.
  const brandedPage = (accent: string) =>
    `<div style="--brand: #c0392b"><${tags.calculator} accent="${accent}"></${tags.calculator}></div>`;

  for (const accent of ['var(--brand)', 'url(https://example.com/x.png)']) {
    test(`accent="${accent}" is refused with a warning and the buttons keep the default colour`, async ({ page, openWidgetPage }) => {
      const warnings = collectWarnings(page);
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(request.url()));
      await openWidgetPage('quote-calculator', brandedPage(accent));
      const calculate = page.locator(tags.calculator).getByRole('button', { name: 'Calculate' });
      await expect(calculate).toHaveCSS('background-color', defaultAccent);
      expect(warnings).toEqual([`okanagan-quote-calculator: ignoring accent="${accent}", which is not a CSS colour`]);
      expect(fetched.filter((url) => url.startsWith('https://example.com/'))).toEqual([]);
    });
  }

  test('a refused accent set after upgrade takes the buttons back to the default colour', async ({ page, openWidgetPage }) => {
    const warnings = collectWarnings(page);
    await openWidgetPage('quote-calculator', brandedPage('rebeccapurple'));
    const calculator = page.locator(tags.calculator);
    const calculate = calculator.getByRole('button', { name: 'Calculate' });
    await expect(calculate).toHaveCSS('background-color', 'rgb(102, 51, 153)');
    await calculator.evaluate((element) => element.setAttribute('accent', 'var(--brand)'));
    await expect(calculate).toHaveCSS('background-color', defaultAccent);
    expect(warnings).toEqual(['okanagan-quote-calculator: ignoring accent="var(--brand)", which is not a CSS colour']);
  });

  for (const accent of ['rebeccapurple', 'oklch(60% 0.15 30)']) {
    test(`accent="${accent}" colours the buttons as the browser computes that colour`, async ({ page, openWidgetPage }) => {
      const warnings = collectWarnings(page);
      await openWidgetPage('quote-calculator', brandedPage(accent));
      const expected = await page.evaluate((colour) => {
        const probe = document.createElement('p');
        probe.style.backgroundColor = colour;
        document.body.append(probe);
        return getComputedStyle(probe).backgroundColor;
      }, accent);
      expect(expected).not.toBe(defaultAccent);
      await expect(page.locator(tags.calculator).getByRole('button', { name: 'Calculate' })).toHaveCSS('background-color', expected);
      expect(warnings).toEqual([]);
    });
  }
});

test.describe('the endpoint attribute, https: only', () => {
  const cases = [
    { endpoint: 'javascript:alert(1)', script: 'quote-form', tag: tags.quoteForm, send: 'Request My Free Quote' },
    { endpoint: 'data:text/plain,x', script: 'contact-form', tag: tags.contactForm, send: 'Send Message' },
  ];

  for (const { endpoint, script, tag, send } of cases) {
    test(`endpoint="${endpoint}" is ignored with a warning and the lead posts to the site`, async ({
      page,
      siteOrigin,
      openWidgetPage,
      answerFormPosts,
    }) => {
      const warnings = collectWarnings(page);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await answerFormPosts();
      await openWidgetPage(script, `<${tag} partner="lakeview-strata" endpoint="${endpoint}"></${tag}>`);
      const form = page.locator(tag);
      await fillContactDetails(form);
      if (tag === tags.contactForm) await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
      const posted = nextFormPost(page);
      await form.getByRole('button', { name: send }).click();
      const request = await posted;
      expect(request.url()).toBe(`${siteOrigin}/`);
      await expect(form.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
      expect(warnings).toEqual([`${tag}: ignoring endpoint="${endpoint}", which is not an https: URL`]);
      expect(dialogs).toEqual([]);
    });
  }
});

test.describe('a calculator script re-hosted on a partner origin', () => {
  const partnerOrigin = 'https://partner.example';
  const canonicalOrigin = readSiteOrigin();

  /**
   * Serves an https: partner page holding `element`, with the built calculator script copied to
   * the partner's own /assets/, and answers posts to the site's origin; returns the posts the
   * partner origin receives, which should stay none.
   */
  async function openPartnerPage(page: Page, element: string): Promise<Request[]> {
    const script = await readFile(join(readDistDir(), 'widgets', 'quote-calculator.js'));
    const partnerPosts: Request[] = [];
    await page.route(`${partnerOrigin}/**`, (route) => {
      const request = route.request();
      if (request.method() === 'POST') {
        partnerPosts.push(request);
        return route.fulfill({ status: 200, body: '' });
      }
      const { pathname } = new URL(request.url());
      if (pathname === '/assets/quote-calculator.js') return route.fulfill({ contentType: 'text/javascript', body: script });
      if (pathname === '/strata/owners')
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><title>Strata owners</title>
            <script src="/assets/quote-calculator.js" defer></script></head><body>${element}</body></html>`,
        });
      return route.fulfill({ status: 404, body: '' });
    });
    await page.route(`${canonicalOrigin}/**`, (route) => route.fulfill({ status: 200, body: '' }));
    await page.goto(`${partnerOrigin}/strata/owners?utm_source=partner-mirror`);
    return partnerPosts;
  }

  test('posts its lead to the site origin fixed at build, never to the partner origin', async ({ page, watch }) => {
    const partnerPosts = await openPartnerPage(page, `<${tags.calculator} partner="partner-mirror"></${tags.calculator}>`);
    const calculator = page.locator(tags.calculator);
    await calculateAndFill(calculator);
    const request = await submitLead(page, calculator, 'Request My Quote');
    expect(request.url()).toBe(`${canonicalOrigin}/`);
    expect(postedFields(request)).toEqual(
      calculatorPost({}, [
        ['partner', 'partner-mirror'],
        ['page', `${partnerOrigin}/strata/owners`],
        ['utm_source', 'partner-mirror'],
      ]),
    );
    await expect(calculator.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect(partnerPosts).toEqual([]);
    expect(watch.problems()).toEqual([]);
  });

  test('on an https: page, an http: endpoint is ignored with a warning and the lead goes to the site', async ({ page }) => {
    const warnings = collectWarnings(page);
    const partnerPosts = await openPartnerPage(
      page,
      `<${tags.calculator} partner="partner-mirror" endpoint="http://partner.example/leads"></${tags.calculator}>`,
    );
    const calculator = page.locator(tags.calculator);
    await calculateAndFill(calculator);
    const posted = nextFormPost(page);
    await calculator.getByRole('button', { name: 'Request My Quote' }).click();
    expect((await posted).url()).toBe(`${canonicalOrigin}/`);
    await expect(calculator.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect(warnings).toEqual(['okanagan-quote-calculator: ignoring endpoint="http://partner.example/leads", which is not an https: URL']);
    expect(partnerPosts).toEqual([]);
  });
});
