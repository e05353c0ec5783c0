import { expect, test } from './fixtures';
import { messageFailureMessage } from '../../common/lead-forms/failure-messages';
import { fillContactDetails, nextAlert } from './lead-form-helpers';
import { tags } from './widget-helpers';

const cspPage = '/strict-csp.html';

test.describe('the widgets on a page with a strict Content-Security-Policy', () => {
  test('the page is served with a policy that allows no inline code, eval, data: images or untrusted DOM sinks', async ({
    page,
    demoOrigin,
  }) => {
    const response = await page.goto(`${demoOrigin}${cspPage}`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).not.toMatch(/unsafe-|data:|blob:/);
    expect(policy).not.toMatch(/(^|\s)\*(\s|;|$)/); // no source may be any host at all
  });

  test('render, calculate, submit and alert without a single violation', async ({
    page,
    siteOrigin,
    answerFormPosts,
    failFormPosts,
    demoOrigin,
    watch,
  }) => {
    await page.goto(`${demoOrigin}${cspPage}`);

    const calculator = page.locator(tags.calculator);
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByText('$371 - $474')).toBeVisible();
    await calculator.getByRole('tab', { name: 'Membership' }).click();
    await calculator.getByRole('tabpanel', { name: 'Membership' }).getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByText('$93/month', { exact: true })).toBeVisible();

    await answerFormPosts();
    const quoteForm = page.locator(tags.quoteForm);
    await fillContactDetails(quoteForm);
    await quoteForm.getByRole('button', { name: 'Window Cleaning' }).click();
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await quoteForm.getByRole('button', { name: 'Request My Free Quote' }).click();
    expect((await posted).url()).toBe(`${siteOrigin}/`);
    const dialog = quoteForm.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await page.unrouteAll();
    await failFormPosts();
    const contactForm = page.locator(tags.contactForm);
    await fillContactDetails(contactForm);
    await contactForm.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    const alert = nextAlert(page);
    await contactForm.getByRole('button', { name: 'Send Message' }).click();
    expect(await alert).toBe(messageFailureMessage);

    expect(watch.violations()).toEqual([]);
    await expect(page.getByRole('status')).toHaveText('No CSP violations reported');
  });

  test('the policy really is enforced: an inline style attribute on the page is reported', async ({ page, demoOrigin, watch }) => {
    watch.allow(/^CSP violation: style-src-attr inline$|^console: Applying inline style violates/);
    await page.goto(`${demoOrigin}${cspPage}`);
    await expect(page.locator(tags.calculator).getByRole('heading', { name: 'Instant Quote Calculator' })).toBeVisible();
    await page.evaluate(() => document.querySelector('main')?.setAttribute('style', 'color: red'));
    await expect.poll(watch.violations).toEqual([expect.stringMatching(/^style-src-attr inline$/)]);
    await expect(page.getByRole('status')).toContainText('1 CSP violation reported');
  });
});
