// Prefill attributes on a partner page (product rules §8.2): the choices the host page makes show as
// the visitor sees them, a change after upgrade applies at once and keeps what was typed, and a
// value a widget cannot use is ignored with one warning.
import { expect, test } from './fixtures';
import { calculateAndFill, fillContactDetails, nextFormPost, postedFields, visitor } from './lead-form-helpers';
import { collectWarnings, tags } from './widget-helpers';

const calculatorWith = (attributes: string) => `<${tags.calculator} partner="lakeview-strata" ${attributes}></${tags.calculator}>`;

test.describe('calculator prefill', () => {
  test('tab="membership" opens on the Membership tab', async ({ page, openWidgetPage }) => {
    await openWidgetPage('quote-calculator', calculatorWith('tab="membership"'));
    const calculator = page.locator(tags.calculator);
    await expect(calculator.getByRole('tab', { selected: true })).toHaveText('Membership');
    await expect(calculator.getByRole('tabpanel', { name: 'Membership' }).getByRole('radio', { name: 'Medium' })).toBeVisible();
    await expect(calculator.getByRole('combobox', { name: 'Home size' })).toBeHidden();
  });

  test('home-size="2000" selects 2,000 sq ft in the dropdown and leaves the exact size empty', async ({ page, openWidgetPage }) => {
    await openWidgetPage('quote-calculator', calculatorWith('home-size="2000"'));
    const calculator = page.locator(tags.calculator);
    await expect(calculator.getByRole('combobox', { name: 'Home size' })).toHaveValue('2000');
    await expect(calculator.getByRole('spinbutton', { name: 'Or exact size (sq ft)' })).toHaveValue('');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByText('$494 - $631')).toBeVisible();
    await expect(calculator.getByText('Home Essentials for 2,000 sq ft.', { exact: false })).toBeVisible();
  });

  test('home-size="1850", not a dropdown size, fills the exact size box and is priced', async ({ page, openWidgetPage }) => {
    await openWidgetPage('quote-calculator', calculatorWith('home-size="1850"'));
    const calculator = page.locator(tags.calculator);
    await expect(calculator.getByRole('spinbutton', { name: 'Or exact size (sq ft)' })).toHaveValue('1850');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByText('$457 - $584')).toBeVisible();
    await expect(calculator.getByText('Home Essentials for 1,850 sq ft.', { exact: false })).toBeVisible();
  });

  test('package="home-complete" checks Home Complete and prices it', async ({ page, openWidgetPage }) => {
    await openWidgetPage('quote-calculator', calculatorWith('package="home-complete"'));
    const calculator = page.locator(tags.calculator);
    await expect(calculator.getByRole('radio', { name: 'Home Complete' })).toBeChecked();
    await expect(calculator.getByRole('radio', { name: 'Home Essentials' })).not.toBeChecked();
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByText('$728 - $930')).toBeVisible();
  });

  test('membership-size="large" and plan="full" check Large and Full Service Windows, priced as in product rules §5.4', async ({
    page,
    openWidgetPage,
  }) => {
    await openWidgetPage('quote-calculator', calculatorWith('tab="membership" membership-size="large" plan="full"'));
    const panel = page.locator(tags.calculator).getByRole('tabpanel', { name: 'Membership' });
    await expect(panel.getByRole('radio', { name: 'Large' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Medium' })).not.toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Full Service Windows' })).toBeChecked();
    await panel.getByRole('radio', { name: 'Quarterly' }).check();
    await panel.getByRole('button', { name: 'Calculate' }).click();
    await expect(panel.getByText('$683/month', { exact: true })).toBeVisible();
  });

  test('plan="combo" checks Windows + Gutters Combo, which has no visit frequency to choose', async ({ page, openWidgetPage }) => {
    await openWidgetPage('quote-calculator', calculatorWith('tab="membership" plan="combo"'));
    const panel = page.locator(tags.calculator).getByRole('tabpanel', { name: 'Membership' });
    await expect(panel.getByRole('radio', { name: 'Windows + Gutters Combo' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Quarterly' })).toHaveCount(0);
  });

  test('a live change of package, home-size and tab applies at once and keeps the name typed', async ({ page, openWidgetPage }) => {
    await openWidgetPage('quote-calculator', calculatorWith(''));
    const calculator = page.locator(tags.calculator);
    await calculateAndFill(calculator);

    await calculator.evaluate((element) => {
      element.setAttribute('package', 'home-refresh');
      element.setAttribute('home-size', '1850');
    });
    await expect(calculator.getByRole('radio', { name: 'Home Refresh' })).toBeChecked();
    await expect(calculator.getByRole('spinbutton', { name: 'Or exact size (sq ft)' })).toHaveValue('1850');
    await expect(calculator.getByText('$808 - $1,032')).toBeVisible();
    await expect(calculator.getByRole('textbox', { name: 'Full name' })).toHaveValue(visitor.name);

    await calculator.evaluate((element) => element.setAttribute('home-size', '2500'));
    await expect(calculator.getByRole('combobox', { name: 'Home size' })).toHaveValue('2500');
    await expect(calculator.getByRole('spinbutton', { name: 'Or exact size (sq ft)' })).toHaveValue('');
    await expect(calculator.getByText('$1,092 - $1,395')).toBeVisible();

    await calculator.evaluate((element) => element.setAttribute('tab', 'membership'));
    await expect(calculator.getByRole('tab', { selected: true })).toHaveText('Membership');
    await calculator.getByRole('tab', { name: 'One-Time Service' }).click();
    await expect(calculator.getByRole('textbox', { name: 'Full name' })).toHaveValue(visitor.name);
    await expect(calculator.getByRole('textbox', { name: 'Email' })).toHaveValue(visitor.email);
  });

  test('after a sent request the calculator goes back to the prefilled choices, not the defaults', async ({
    page,
    openWidgetPage,
    answerFormPosts,
  }) => {
    await page.clock.install();
    await answerFormPosts();
    await openWidgetPage('quote-calculator', calculatorWith('home-size="1850" package="home-complete"'));
    const calculator = page.locator(tags.calculator);
    await calculator.getByRole('radio', { name: 'Home Care' }).check();
    await calculator.getByRole('spinbutton', { name: 'Or exact size (sq ft)' }).fill('2200');
    await calculateAndFill(calculator);
    await calculator.getByRole('button', { name: 'Request My Quote' }).click();
    await expect(calculator.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await page.clock.runFor(3_500);
    await expect(calculator.getByRole('radio', { name: 'Home Complete' })).toBeChecked();
    await expect(calculator.getByRole('spinbutton', { name: 'Or exact size (sq ft)' })).toHaveValue('1850');
    await expect(calculator.getByRole('form', { name: 'Request this quote' })).toHaveCount(0);
  });
});

test.describe('quote form prefill', () => {
  test('services="gutter-cleaning, moss-treatment" presses those two cards and posts them', async ({
    page,
    openWidgetPage,
    answerFormPosts,
  }) => {
    await answerFormPosts();
    await openWidgetPage('quote-form', `<${tags.quoteForm} services="gutter-cleaning, moss-treatment"></${tags.quoteForm}>`);
    const form = page.locator(tags.quoteForm);
    await expect(form.getByRole('button', { name: 'Gutter Cleaning' })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('button', { name: 'Moss Treatment' })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('button', { pressed: true })).toHaveCount(2);
    await expect(form.getByText('Choose all that apply (2 selected).')).toBeVisible();
    await fillContactDetails(form);
    const posted = nextFormPost(page);
    await form.getByRole('button', { name: 'Request My Free Quote' }).click();
    expect(new Map(postedFields(await posted)).get('services')).toBe('Gutter Cleaning, Moss Treatment');
  });

  test('a live change of services applies at once and keeps the name typed', async ({ page, openWidgetPage }) => {
    await openWidgetPage('quote-form', `<${tags.quoteForm} services="window-cleaning"></${tags.quoteForm}>`);
    const form = page.locator(tags.quoteForm);
    await expect(form.getByRole('button', { name: 'Window Cleaning' })).toHaveAttribute('aria-pressed', 'true');
    await form.getByRole('textbox', { name: 'Full name' }).fill(visitor.name);
    await form.evaluate((element) => element.setAttribute('services', 'snow-removal,holiday-lights'));
    await expect(form.getByRole('button', { name: 'Snow Removal' })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('button', { name: 'Holiday Light Installation' })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('button', { name: 'Window Cleaning' })).toHaveAttribute('aria-pressed', 'false');
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue(visitor.name);
  });
});

test.describe('contact form prefill', () => {
  test('subject="solar-cleaning" selects Solar Panel Cleaning', async ({ page, openWidgetPage }) => {
    await openWidgetPage('contact-form', `<${tags.contactForm} subject="solar-cleaning"></${tags.contactForm}>`);
    const subject = page.locator(tags.contactForm).getByRole('combobox', { name: 'Subject (optional)' });
    await expect(subject).toHaveValue('solar-cleaning');
    await expect(subject.getByRole('option', { selected: true })).toHaveText('Solar Panel Cleaning');
  });

  test('a live change of subject applies at once and keeps the message typed', async ({ page, openWidgetPage }) => {
    await openWidgetPage('contact-form', `<${tags.contactForm}></${tags.contactForm}>`);
    const form = page.locator(tags.contactForm);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Our gutters overflow at the back.');
    await form.evaluate((element) => element.setAttribute('subject', 'gutter-cleaning'));
    await expect(form.getByRole('combobox', { name: 'Subject (optional)' })).toHaveValue('gutter-cleaning');
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Our gutters overflow at the back.');
  });
});

test.describe('a prefill value a widget cannot use', () => {
  const cases = [
    {
      value: 'home-size="12000"',
      script: 'quote-calculator',
      tag: tags.calculator,
      warning: 'okanagan-quote-calculator: ignoring home-size="12000", which is not a whole number of square feet from 100 to 10000',
    },
    {
      value: 'tab="annual"',
      script: 'quote-calculator',
      tag: tags.calculator,
      warning: 'okanagan-quote-calculator: ignoring tab="annual", which is not one of one-time, membership',
    },
    {
      value: 'plan="gold"',
      script: 'quote-calculator',
      tag: tags.calculator,
      warning: 'okanagan-quote-calculator: ignoring plan="gold", which is not one of exterior, full, combo',
    },
    {
      value: 'services="gutter-cleaning,roof-painting"',
      script: 'quote-form',
      tag: tags.quoteForm,
      warning:
        'okanagan-quote-form: ignoring services="roof-painting", which is not one of window-cleaning, gutter-cleaning, ' +
        'moss-treatment, concrete-sealing, pressure-washing, solar-panel-cleaning, holiday-lights, snow-removal',
    },
    {
      value: 'subject="plumbing"',
      script: 'contact-form',
      tag: tags.contactForm,
      warning:
        'okanagan-contact-form: ignoring subject="plumbing", which is not one of quote, window-cleaning, gutter-cleaning, ' +
        'moss-treatment, concrete-sealing, pressure-washing, solar-cleaning, holiday-lights, snow-removal, emergency, other',
    },
  ];

  for (const { value, script, tag, warning } of cases) {
    test(`${value} is ignored with exactly one warning, even when the widget renders again`, async ({ page, openWidgetPage }) => {
      const warnings = collectWarnings(page);
      await openWidgetPage(script, `<${tag} ${value}></${tag}>`);
      const widget = page.locator(tag);
      await expect(widget.getByRole('heading').first()).toBeVisible();
      await widget.evaluate((element) => element.setAttribute('partner', 'lakeview-strata'));
      await widget.evaluate((element) => element.setAttribute('heading-level', '3'));
      await expect(widget.getByRole('heading', { level: 3 }).first()).toBeVisible();
      expect(warnings).toEqual([warning]);
    });
  }

  test('the calculator keeps its defaults when home-size and package are ignored', async ({ page, openWidgetPage }) => {
    await openWidgetPage('quote-calculator', calculatorWith('home-size="1,850" package="deluxe"'));
    const calculator = page.locator(tags.calculator);
    await expect(calculator.getByRole('combobox', { name: 'Home size' })).toHaveValue('1500');
    await expect(calculator.getByRole('spinbutton', { name: 'Or exact size (sq ft)' })).toHaveValue('');
    await expect(calculator.getByRole('radio', { name: 'Home Essentials' })).toBeChecked();
  });

  test('the quote form presses the services it knows and leaves out the one it does not', async ({ page, openWidgetPage }) => {
    await openWidgetPage('quote-form', `<${tags.quoteForm} services="roof-painting,gutter-cleaning"></${tags.quoteForm}>`);
    const form = page.locator(tags.quoteForm);
    await expect(form.getByRole('button', { name: 'Gutter Cleaning' })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('button', { pressed: true })).toHaveCount(1);
  });
});
