import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPanelOutOfReach } from './calculator-tab-helpers';
import { fillContactDetails } from './lead-form-helpers';
import { tags } from './widget-helpers';

/** Parts of the widget that stick out of its element sideways (visible ones only). */
function overflowing(widget: Locator) {
  return widget.evaluate((host) => {
    const box = host.getBoundingClientRect();
    return [...(host.shadowRoot?.querySelectorAll('*') ?? [])]
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0)
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.left < box.left - 0.5 || rect.right > box.right + 0.5;
      })
      .map((element) => `${element.localName}.${element.className}`);
  });
}

test.describe('widget accessibility (axe-core)', () => {
  test('no serious or critical violation in any widget as it first renders', async ({ page, demoOrigin, seriousViolations }) => {
    await page.goto(`${demoOrigin}/widgets.html`);
    await expect(page.locator(tags.contactForm).getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    for (const tag of Object.values(tags)) expect(await seriousViolations({ include: tag }), tag).toEqual([]);
  });

  test('none in the calculator with an estimate, the request form and the membership pricing shown', async ({
    page,
    demoOrigin,
    seriousViolations,
  }) => {
    await page.goto(`${demoOrigin}/widgets.html`);
    const calculator = page.locator(tags.calculator);
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await calculator.getByLabel('Or exact size (sq ft)').fill('50');
    expect(await seriousViolations({ include: tags.calculator })).toEqual([]);
    await calculator.getByRole('tab', { name: 'Membership' }).click();
    await calculator.getByRole('tabpanel', { name: 'Membership' }).getByRole('button', { name: 'Calculate' }).click();
    expect(await seriousViolations({ include: tags.calculator })).toEqual([]);
  });

  test('none in the partner-themed calculator on the strata page', async ({ page, demoOrigin, seriousViolations }) => {
    await page.goto(`${demoOrigin}/`);
    const calculator = page.locator(tags.calculator);
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    expect(await seriousViolations({ include: tags.calculator })).toEqual([]);
  });

  test('none with the thank-you modal open', async ({ page, demoOrigin, seriousViolations, answerFormPosts }) => {
    await answerFormPosts();
    await page.goto(`${demoOrigin}/widgets.html`);
    const form = page.locator(tags.quoteForm);
    await fillContactDetails(form);
    await form.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(form.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect(await seriousViolations({ include: tags.quoteForm })).toEqual([]);
  });
});

test.describe('widget keyboard use', () => {
  test('the modal keeps focus inside, closes with Escape, and hands focus back to the submit button', async ({
    page,
    demoOrigin,
    answerFormPosts,
  }) => {
    await answerFormPosts();
    await page.goto(`${demoOrigin}/widgets.html`);
    const form = page.locator(tags.contactForm);
    await fillContactDetails(form);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    const submit = form.getByRole('button', { name: 'Send Message' });
    await submit.focus();
    await page.keyboard.press('Enter');
    const dialog = form.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toBeVisible();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((node) => node.contains((node.getRootNode() as ShadowRoot).activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();
  });

  test('after the 3 s reset has disabled the submit button, closing the modal focuses the first field', async ({
    page,
    demoOrigin,
    answerFormPosts,
  }) => {
    await answerFormPosts();
    await page.goto(`${demoOrigin}/widgets.html`);
    const form = page.locator(tags.quoteForm);
    await fillContactDetails(form);
    await form.getByRole('button', { name: 'Request My Free Quote' }).click();
    const dialog = form.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('', { timeout: 5_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  });

  test('the calculator tabs move with the arrow keys', async ({ page, demoOrigin }) => {
    await page.goto(`${demoOrigin}/widgets.html`);
    const calculator = page.locator(tags.calculator);
    await calculator.getByRole('tab', { name: 'One-Time Service' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(calculator.getByRole('tab', { name: 'Membership' })).toBeFocused();
    await expect(calculator.getByRole('tab', { name: 'Membership' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a hidden calculator tab panel is out of sight, of the accessibility tree and of the tab order', async ({ page, demoOrigin }) => {
    await page.goto(`${demoOrigin}/widgets.html`);
    const calculator = page.locator(tags.calculator);
    await expectPanelOutOfReach(page, calculator, 'Membership');
    await calculator.getByRole('tab', { name: 'Membership' }).click();
    await expectPanelOutOfReach(page, calculator, 'One-Time Service');
  });
});

test.describe('widgets in narrow containers', () => {
  test('nothing sticks out of a 320 px wide container, the membership pricing and forms included', async ({ page, demoOrigin }) => {
    await page.goto(`${demoOrigin}/widgets.html`);
    for (const tag of Object.values(tags))
      await page.locator(tag).evaluate((element: HTMLElement) => element.style.setProperty('width', '320px'));
    const calculator = page.locator(tags.calculator);
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    expect(await overflowing(calculator)).toEqual([]);
    await calculator.getByRole('tab', { name: 'Membership' }).click();
    await calculator.getByRole('tabpanel', { name: 'Membership' }).getByRole('button', { name: 'Calculate' }).click();
    expect(await overflowing(calculator)).toEqual([]);
    expect(await overflowing(page.locator(tags.quoteForm))).toEqual([]);
    expect(await overflowing(page.locator(tags.contactForm))).toEqual([]);
  });

  test('the thank-you modal fits a 320 px wide phone screen', async ({ page, demoOrigin, answerFormPosts }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await answerFormPosts();
    await page.goto(`${demoOrigin}/widgets.html`);
    const form = page.locator(tags.contactForm);
    await fillContactDetails(form);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const box = await form.getByRole('dialog', { name: 'Thank you!' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  });
});
