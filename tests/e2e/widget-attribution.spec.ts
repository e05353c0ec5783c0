// Where a widget lead came from and what the partner's analytics hear of it (product rules §8.2, §8.3): the
// host page and its UTM parameters posted after the form's fields, and one generate_lead pushed to
// an opt-in data layer once a submit completes.
import { expect, test } from './fixtures';
import { requestFailureMessage } from '../../common/lead-forms/failure-messages';
import { calculateAndFill, contactPost, fillContactDetails, nextAlert, postedFields, quoteFormPost, submitLead } from './lead-form-helpers';
import { openHydrated } from './site-test-helpers';
import { dataLayerOf, tags } from './widget-helpers';

const campaign =
  'utm_source=strata-newsletter&utm_medium=email&utm_campaign=spring%20wash&utm_term=window+cleaning&utm_content=footer-link&other=secret';
/** What `campaign` posts, in contract order; `other` never. */
const campaignFields: Array<[string, string]> = [
  ['utm_source', 'strata-newsletter'],
  ['utm_medium', 'email'],
  ['utm_campaign', 'spring wash'],
  ['utm_term', 'window cleaning'],
  ['utm_content', 'footer-link'],
];

test.describe('attribution fields posted by a widget', () => {
  test('a page with UTM parameters posts the page without its query, then each utm_* field, never the others', async ({
    page,
    siteOrigin,
    demoOrigin,
    answerFormPosts,
  }) => {
    await answerFormPosts();
    await page.goto(`${demoOrigin}/widgets.html?${campaign}#quote-form`);
    const form = page.locator(tags.quoteForm);
    await fillContactDetails(form);
    await form.getByRole('button', { name: 'Window Cleaning' }).click();
    const request = await submitLead(page, form, 'Request My Free Quote');
    expect(request.url()).toBe(`${siteOrigin}/`);
    expect(postedFields(request)).toEqual(
      quoteFormPost('Window Cleaning', {}, [['partner', 'okanagan-demo'], ['page', `${demoOrigin}/widgets.html`], ...campaignFields]),
    );
    expect(request.postData()).not.toContain('secret');
    await expect(form.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  });

  test('the calculator on the strata partner page with UTM parameters posts them after its estimate', async ({
    page,
    demoOrigin,
    answerFormPosts,
  }) => {
    await answerFormPosts();
    await page.goto(`${demoOrigin}/?${campaign}`);
    const calculator = page.locator(tags.calculator);
    await calculateAndFill(calculator);
    expect(postedFields(await submitLead(page, calculator, 'Request My Quote')).slice(6)).toEqual([
      ['home-size', '1500'],
      ['selected-package', 'Home Essentials'],
      ['estimated-price', '$371 - $474'],
      ['partner', 'lakeview-strata'],
      ['page', `${demoOrigin}/`],
      ...campaignFields,
      ['bot-field', ''],
    ]);
  });

  test('a page without UTM parameters posts the page and no utm_* field', async ({ page, demoOrigin, answerFormPosts }) => {
    await answerFormPosts();
    await page.goto(`${demoOrigin}/widgets.html?ref=secret`);
    const form = page.locator(tags.contactForm);
    await fillContactDetails(form);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    const request = await submitLead(page, form, 'Send Message');
    expect(postedFields(request)).toEqual(
      contactPost('', 'Hello', [
        ['partner', 'okanagan-demo'],
        ['page', `${demoOrigin}/widgets.html`],
      ]),
    );
    expect(request.postData()).not.toContain('secret');
  });

  test('a single-page host that moved to another URL since the widget rendered posts the URL it is on at submit', async ({
    page,
    demoOrigin,
    answerFormPosts,
  }) => {
    await answerFormPosts();
    await page.goto(`${demoOrigin}/widgets.html?utm_source=first-visit`);
    const form = page.locator(tags.quoteForm);
    await fillContactDetails(form);
    await page.evaluate(() => history.pushState(null, '', '/owners/spring-wash?utm_medium=social&visitor=avery'));
    expect(postedFields(await submitLead(page, form, 'Request My Free Quote')).slice(-4)).toEqual([
      ['partner', 'okanagan-demo'],
      ['page', `${demoOrigin}/owners/spring-wash`],
      ['utm_medium', 'social'],
      ['bot-field', ''],
    ]);
  });

  test("the site's own contact form posts no attribution, even from a URL with UTM parameters", async ({
    page,
    siteOrigin,
    answerFormPosts,
  }) => {
    await answerFormPosts();
    // Hydrated: the form's own post, where a widget adds its attribution, not the browser's (which has none).
    await openHydrated(page, `${siteOrigin}/contact?${campaign}`);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await fillContactDetails(form);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    expect(postedFields(await submitLead(page, form, 'Send Message')).map(([field]) => field)).toEqual([
      'form-name',
      'name',
      'email',
      'phone',
      'subject',
      'message',
      'bot-field',
    ]);
  });
});

test.describe('the generate_lead push to a data layer', () => {
  test('a one-time request pushes the estimate low end in CAD onto the existing window.dataLayer', async ({
    page,
    openWidgetPage,
    answerFormPosts,
  }) => {
    await answerFormPosts();
    await openWidgetPage(
      'quote-calculator',
      `<script>window.dataLayer = [{ event: 'page_view' }];</script>
       <${tags.calculator} partner="lakeview-strata" data-layer></${tags.calculator}>`,
    );
    const calculator = page.locator(tags.calculator);
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByText('$371 - $474')).toBeVisible();
    await fillContactDetails(calculator);
    expect(await dataLayerOf(page)).toEqual([{ event: 'page_view' }]);
    await calculator.getByRole('button', { name: 'Request My Quote' }).click();
    await expect(calculator.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect(await dataLayerOf(page)).toEqual([
      { event: 'page_view' },
      { event: 'generate_lead', form: 'quote-request', partner: 'lakeview-strata', value: 371, currency: 'CAD' },
    ]);
  });

  test('a membership request pushes the monthly price onto the array the attribute names', async ({
    page,
    openWidgetPage,
    answerFormPosts,
  }) => {
    await answerFormPosts();
    await openWidgetPage(
      'quote-calculator',
      `<${tags.calculator} partner="lakeview-strata" data-layer="partnerEvents" tab="membership" plan="combo"></${tags.calculator}>`,
    );
    const panel = page.locator(tags.calculator).getByRole('tabpanel', { name: 'Membership' });
    await panel.getByRole('button', { name: 'Calculate' }).click();
    await expect(panel.getByText('$296/month', { exact: true })).toBeVisible();
    await fillContactDetails(panel);
    await panel.getByRole('button', { name: 'Start My Membership' }).click();
    await expect(page.locator(tags.calculator).getByRole('dialog', { name: 'Welcome to the family!' })).toBeVisible();
    expect(await dataLayerOf(page, 'partnerEvents')).toEqual([
      { event: 'generate_lead', form: 'membership-quote', partner: 'lakeview-strata', value: 296, currency: 'CAD' },
    ]);
    expect(await dataLayerOf(page)).toBeUndefined();
  });

  test('a quote form request answered HTTP 500 still completes and pushes generate_lead without a value', async ({
    page,
    openWidgetPage,
    answerFormPosts,
  }) => {
    await answerFormPosts(500);
    await openWidgetPage('quote-form', `<${tags.quoteForm} partner="okanagan-demo" data-layer=""></${tags.quoteForm}>`);
    const form = page.locator(tags.quoteForm);
    await fillContactDetails(form);
    await form.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(form.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect(await dataLayerOf(page)).toEqual([{ event: 'generate_lead', form: 'quote-request', partner: 'okanagan-demo' }]);
  });

  test('nothing is pushed when the post is aborted; the visitor gets the alert instead', async ({
    page,
    openWidgetPage,
    failFormPosts,
  }) => {
    await failFormPosts();
    await openWidgetPage(
      'quote-calculator',
      `<script>window.dataLayer = [];</script><${tags.calculator} partner="lakeview-strata" data-layer></${tags.calculator}>`,
    );
    const calculator = page.locator(tags.calculator);
    await calculateAndFill(calculator);
    const alert = nextAlert(page);
    await calculator.getByRole('button', { name: 'Request My Quote' }).click();
    expect(await alert).toBe(requestFailureMessage);
    await expect(calculator.getByRole('button', { name: 'Request My Quote' })).toBeEnabled();
    expect(await dataLayerOf(page)).toEqual([]);
    await expect(calculator.getByRole('dialog')).toHaveCount(0);
  });

  test('a widget without the data-layer attribute pushes nothing, even where the page has a data layer', async ({
    page,
    openWidgetPage,
    answerFormPosts,
  }) => {
    await answerFormPosts();
    await openWidgetPage('quote-form', `<script>window.dataLayer = [];</script><${tags.quoteForm}></${tags.quoteForm}>`);
    const form = page.locator(tags.quoteForm);
    await fillContactDetails(form);
    await form.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(form.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect(await dataLayerOf(page)).toEqual([]);
  });
});
