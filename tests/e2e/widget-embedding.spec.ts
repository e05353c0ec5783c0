import { expect, test } from './fixtures';
import { calculateAndFill, fillContactDetails, postedFields, submitLead } from './lead-form-helpers';
import { recordedEvents, recordWidgetEvents, renderCount, tags } from './widget-helpers';

const calculatorWithFallback = (siteOrigin: string) =>
  `<${tags.calculator} partner="acme-strata"><a href="${siteOrigin}/quote">Get a free quote</a></${tags.calculator}>`;

test.describe('loading the widget scripts (product rules §8.1)', () => {
  test('the same script twice registers and renders the widget once, without errors', async ({
    page,
    widgetScript,
    openTestPage,
    siteOrigin,
    watch,
  }) => {
    const script = `<script src="${widgetScript('quote-calculator')}" defer></script>`;
    await openTestPage(`${script}${script}${calculatorWithFallback(siteOrigin)}`);
    const calculator = page.locator(tags.calculator);
    await expect(calculator.getByRole('heading', { name: 'Instant Quote Calculator' })).toBeVisible();
    expect(await renderCount(calculator, 'calculator')).toEqual({ roots: 1, parts: 1 });
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByText('$371 - $474')).toHaveCount(1);
    expect(watch.problems()).toEqual([]);
  });

  test('all.js after a single widget script adds the other two and renders nothing twice', async ({
    page,
    widgetScript,
    openTestPage,
    siteOrigin,
    watch,
  }) => {
    await openTestPage(
      `<script src="${widgetScript('quote-calculator')}" defer></script><script src="${widgetScript('all')}" defer></script>
       ${calculatorWithFallback(siteOrigin)}<${tags.quoteForm}></${tags.quoteForm}><${tags.contactForm}></${tags.contactForm}>`,
    );
    await expect(page.locator(tags.contactForm).getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    expect(await renderCount(page.locator(tags.calculator), 'calculator')).toEqual({ roots: 1, parts: 1 });
    expect(await renderCount(page.locator(tags.quoteForm), 'form')).toEqual({ roots: 1, parts: 1 });
    expect(await renderCount(page.locator(tags.contactForm), 'form')).toEqual({ roots: 1, parts: 1 });
    expect(watch.problems()).toEqual([]);
  });

  test('each script also exists under a content-hashed name, pinned by its SRI hash in manifest.json', async ({
    page,
    request,
    siteOrigin,
    widgetScript,
    openTestPage,
  }) => {
    const manifest = await (await request.get(`${siteOrigin}/widgets/manifest.json`)).json();
    expect(Object.keys(manifest).sort()).toEqual([
      'all',
      'contact-form',
      'iframe-resizer',
      'quote-button',
      'quote-calculator',
      'quote-form',
    ]);
    for (const [name, entry] of Object.entries<{ file: string; integrity: string }>(manifest)) {
      expect(entry.file).toMatch(new RegExp(`^${name}\\.[0-9a-f]{10}\\.js$`));
      expect(entry.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      const [pinned, moving] = await Promise.all([request.get(`${siteOrigin}/widgets/${entry.file}`), request.get(widgetScript(name))]);
      expect(await pinned.body()).toEqual(await moving.body());
    }
    const { file, integrity } = manifest['quote-form'];
    await openTestPage(
      `<script src="${siteOrigin}/widgets/${file}" integrity="${integrity}" crossorigin="anonymous" defer></script><${tags.quoteForm}></${tags.quoteForm}>`,
    );
    await expect(page.locator(tags.quoteForm).getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  });

  test('a pinned script whose bytes do not match its integrity hash is refused, and the fallback link stays', async ({
    page,
    request,
    siteOrigin,
    openTestPage,
    watch,
  }) => {
    const { file } = (await (await request.get(`${siteOrigin}/widgets/manifest.json`)).json())['quote-calculator'];
    const wrongHash = `sha384-${'A'.repeat(64)}`;
    watch.allow(/^console: Failed to find a valid digest in the 'integrity' attribute/);
    await openTestPage(
      `<script src="${siteOrigin}/widgets/${file}" integrity="${wrongHash}" crossorigin="anonymous" defer></script>${calculatorWithFallback(siteOrigin)}`,
    );
    await expect(page.getByRole('link', { name: 'Get a free quote' })).toBeVisible();
    expect(await page.evaluate((tag) => customElements.get(tag), tags.calculator)).toBeUndefined();
  });

  test('the light-DOM fallback shows until the element upgrades, then the widget replaces it', async ({
    page,
    widgetScript,
    openTestPage,
    siteOrigin,
  }) => {
    await openTestPage(calculatorWithFallback(siteOrigin));
    await expect(page.getByRole('link', { name: 'Get a free quote' })).toBeVisible();
    await page.addScriptTag({ url: widgetScript('quote-calculator') });
    await expect(page.getByRole('heading', { name: 'Instant Quote Calculator' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a free quote' })).toBeHidden();
  });

  test('the forms show their light-DOM links where scripts do not run', async ({ browser, demoOrigin, watch }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await watch.add(context);
    const page = await context.newPage();
    await page.goto(`${demoOrigin}/widgets.html`);
    await expect(page.getByRole('link', { name: 'Request a free quote' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send us a message' })).toBeVisible();
    await context.close();
  });
});

test.describe('a widget element after upgrade', () => {
  test('takes endpoint, partner, heading-level and accent changes at once', async ({ page, siteOrigin, widgetScript, openTestPage }) => {
    await page.route(`${siteOrigin}/partner-leads`, (route) => route.fulfill({ status: 204 }));
    await openTestPage(`<script src="${widgetScript('quote-calculator')}" defer></script>${calculatorWithFallback(siteOrigin)}`);
    const calculator = page.locator(tags.calculator);
    await expect(calculator.getByRole('heading', { name: 'Instant Quote Calculator', level: 2 })).toBeVisible();
    await calculateAndFill(calculator);

    await calculator.evaluate((element) => {
      element.setAttribute('partner', 'lakeview-strata');
      element.setAttribute('endpoint', '/partner-leads');
      element.setAttribute('heading-level', '3');
      element.setAttribute('accent', '#7a1f5c');
    });
    await expect(calculator.getByRole('heading', { name: 'Instant Quote Calculator', level: 3 })).toBeVisible();
    await expect(calculator.getByRole('button', { name: 'Calculate' })).toHaveCSS('background-color', 'rgb(122, 31, 92)');
    await expect(calculator.getByRole('textbox', { name: 'Full name' })).toHaveValue('Avery Chen');

    const request = await submitLead(page, calculator, 'Request My Quote');
    expect(request.url()).toBe(`${siteOrigin}/partner-leads`);
    expect(new Map(postedFields(request)).get('partner')).toBe('lakeview-strata');
  });

  test('ignores an accent that is not a colour, keeping its buttons drawn', async ({ page, widgetScript, openTestPage }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openTestPage(
      `<script src="${widgetScript('quote-calculator')}" defer></script><${tags.calculator} accent="banana"></${tags.calculator}>`,
    );
    const calculate = page.locator(tags.calculator).getByRole('button', { name: 'Calculate' });
    await expect(calculate).toHaveCSS('background-color', 'rgb(11, 110, 138)');
    expect(warnings).toEqual(['okanagan-quote-calculator: ignoring accent="banana", which is not a CSS colour']);
  });

  test('unmounts cleanly when removed, even with a reset pending, and renders afresh when added again', async ({
    page,
    widgetScript,
    openTestPage,
    answerFormPosts,
    watch,
  }) => {
    await page.clock.install();
    await answerFormPosts();
    await openTestPage(`<script src="${widgetScript('contact-form')}" defer></script><${tags.contactForm}></${tags.contactForm}>`);
    const form = page.locator(tags.contactForm);
    await fillContactDetails(form);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();

    const removed = await form.elementHandle();
    await removed?.evaluate((element) => element.remove());
    // Past the 3 s reset that was pending when the element went: nothing may run against it.
    await page.clock.runFor(3_500);
    expect(await removed?.evaluate((element) => element.shadowRoot?.firstElementChild?.childElementCount)).toBe(0);

    await page.evaluate((tag) => document.body.append(document.createElement(tag)), tags.contactForm);
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(form.getByRole('dialog')).toHaveCount(0);
    expect(watch.problems()).toEqual([]);
  });

  test('keeps what the visitor typed when the page moves the element', async ({ page, widgetScript, openTestPage }) => {
    await openTestPage(
      `<script src="${widgetScript('quote-form')}" defer></script><div id="first"><${tags.quoteForm}></${tags.quoteForm}></div><div id="second"></div>`,
    );
    const form = page.locator(tags.quoteForm);
    await form.getByRole('textbox', { name: 'Full name' }).fill('Avery Chen');
    await form.evaluate((element) => document.getElementById('second')?.append(element));
    await expect(page.locator(`#second ${tags.quoteForm}`).getByRole('textbox', { name: 'Full name' })).toHaveValue('Avery Chen');
  });
});

test.describe('widget events (product rules §8.4)', () => {
  test('bubble out of the element, composed, with the estimate, the form name, or the reason it failed', async ({
    page,
    demoOrigin,
    answerFormPosts,
    failFormPosts,
  }) => {
    await recordWidgetEvents(page);
    await page.goto(`${demoOrigin}/widgets.html`);
    const calculator = page.locator(tags.calculator);
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await calculator.getByRole('tab', { name: 'Membership' }).click();
    await calculator.getByRole('tabpanel', { name: 'Membership' }).getByRole('button', { name: 'Calculate' }).click();

    await answerFormPosts();
    const quoteForm = page.locator(tags.quoteForm);
    await fillContactDetails(quoteForm);
    await quoteForm.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(quoteForm.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await quoteForm.getByRole('button', { name: 'Close', exact: true }).click();

    await page.unrouteAll();
    await failFormPosts();
    page.once('dialog', (dialog) => dialog.dismiss());
    const contactForm = page.locator(tags.contactForm);
    await fillContactDetails(contactForm);
    await contactForm.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await contactForm.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(async () => (await recordedEvents(page)).length).toBe(4);

    const [oneTime, membership, submitted, failed] = await recordedEvents(page);
    expect(oneTime).toEqual({
      type: 'okanagan:estimate',
      target: tags.calculator,
      bubbles: true,
      composed: true,
      detail: { kind: 'one-time', area: 1500, packageId: 'home-essentials', low: 371, high: 474, label: '$371 - $474' },
    });
    expect(membership.detail).toEqual({
      kind: 'membership',
      homeSize: 'medium',
      plan: 'exterior',
      frequency: '2x',
      railingTier: 0,
      includeInterior: false,
      annual: 1110,
      monthly: 93,
      year1Total: 1017,
      year1Monthly: 85,
    });
    expect(submitted).toEqual({
      type: 'okanagan:submit',
      target: tags.quoteForm,
      bubbles: true,
      composed: true,
      detail: { formName: 'quote-request' },
    });
    expect(failed).toMatchObject({ type: 'okanagan:error', target: tags.contactForm, detail: { formName: 'contact' } });
    expect((failed.detail as { reason: string }).reason).toEqual(expect.any(String));

    const log = page.getByRole('log', { name: 'Event log' });
    await expect(log.getByRole('listitem')).toHaveCount(4);
    await expect(log.getByRole('listitem').first()).toContainText('okanagan:error from <okanagan-contact-form>');
  });
});
