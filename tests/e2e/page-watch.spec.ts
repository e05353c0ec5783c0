// The watch every end-to-end test stands on (tests/e2e/fixtures.ts): it hears each page's console errors, uncaught
// exceptions and CSP violations, inside frames of another origin too, and fails a test that did not allow them.
import { expect, test } from './fixtures';

test.describe('the page watch', () => {
  test('hears a console error, an uncaught exception and a CSP violation, and lets through what the test allows', async ({
    page,
    demoOrigin,
    watch,
  }) => {
    await page.goto(`${demoOrigin}/strict-csp.html`);
    await page.evaluate(() => {
      console.error('A logged failure');
      setTimeout(() => {
        throw new Error('An uncaught failure');
      });
      document.querySelector('main')?.setAttribute('style', 'color: red');
    });
    await expect
      .poll(watch.problems)
      .toEqual(
        expect.arrayContaining([
          'console: A logged failure',
          'uncaught: An uncaught failure',
          'CSP violation: style-src-attr inline',
          expect.stringMatching(/^console: .*Content Security Policy/),
        ]),
      );
    expect(watch.violations()).toEqual(['style-src-attr inline']);
    watch.allow(/^console: A logged failure$|^uncaught: An uncaught failure$|style-src-attr inline|Content Security Policy/);
    expect(watch.problems()).toEqual([]);
  });

  test('hears a violation inside a frame of another origin, and on a page page.setContent wrote', async ({
    page,
    siteOrigin,
    demoOrigin,
    openTestPage,
    watch,
  }) => {
    await openTestPage(`<iframe title="embed" src="${siteOrigin}/embed/contact-form"></iframe>`);
    const frame = page.frame({ url: /\/embed\/contact-form$/ })!;
    await frame.waitForLoadState();
    await frame.evaluate((url) => fetch(url).catch(() => undefined), `${demoOrigin}/blank.html`);
    await expect.poll(watch.violations).toEqual([`connect-src ${demoOrigin}/blank.html`]);
    watch.allow(/connect-src|Content Security Policy/);
  });

  test.fail('fails a test whose page logged an error the test did not allow', async ({ page, demoOrigin }) => {
    await page.goto(`${demoOrigin}/blank.html`);
    await page.evaluate(() => console.error('Nobody expects this'));
  });
});
