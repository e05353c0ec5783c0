import { expect, test, type Page } from '@playwright/test';
import { calculateAndFill } from './lead-form-helpers';
import { demoOrigin } from './origins';
import { answerFormPosts, differingPixels, tags } from './widget-helpers';

const widgets = [tags.calculator, tags.quoteForm, tags.contactForm];
const hostilePage = `${demoOrigin}/hostile-css.html`;

/** Loads the hostile page with its hostile stylesheet, or with that stylesheet emptied: a plain page to compare with. */
async function openHostilePage(page: Page, { hostile }: { hostile: boolean }) {
  if (!hostile) await page.route(`${demoOrigin}/hostile.css`, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  await page.goto(hostilePage);
  for (const tag of widgets) await expect(page.locator(tag).getByRole('heading').first()).toBeVisible();
}

/** Computed styles of telling elements inside each widget, inherited properties above all. */
function insideStyles(page: Page) {
  return page.evaluate((tagNames) => {
    const properties = [
      'font-family',
      'font-size',
      'font-style',
      'font-weight',
      'font-variant-caps',
      'line-height',
      'letter-spacing',
      'word-spacing',
      'text-transform',
      'text-align',
      'text-indent',
      'text-shadow',
      'text-decoration-line',
      'white-space-collapse',
      'word-break',
      'list-style-type',
      'direction',
      'color',
      'color-scheme',
      'cursor',
      '-webkit-text-stroke-width',
      'box-sizing',
      'padding-top',
      'border-top-width',
      'background-color',
    ];
    // By element and part, not by class: the widget build shortens its class names.
    const selectors = [
      'div',
      '[part~="heading"]',
      'label',
      '[part~="input"]',
      '[part~="button"]',
      'p',
      '[part~="option"]',
      '[part~="option"] span',
      'li',
    ];
    const styles = (element: Element | null | undefined) => {
      if (!element) return null;
      const computed = getComputedStyle(element);
      return Object.fromEntries(properties.map((property) => [property, computed.getPropertyValue(property)]));
    };
    return Object.fromEntries(
      tagNames.map((tag) => {
        const host = document.querySelector(tag);
        const inside = Object.fromEntries(selectors.map((selector) => [selector, styles(host?.shadowRoot?.querySelector(selector))]));
        const hostBox = host && getComputedStyle(host);
        return [
          tag,
          { ...inside, host: { padding: hostBox?.padding, border: hostBox?.borderWidth } } as Record<
            string,
            Record<string, string | undefined> | null
          >,
        ];
      }),
    );
  }, widgets);
}

test.describe('the widgets on a page whose CSS is hostile to them', () => {
  test('keep the computed styles they have on a plain page, inherited properties included', async ({ page }) => {
    await openHostilePage(page, { hostile: true });
    expect(await page.evaluate(() => getComputedStyle(document.body).textTransform)).toBe('uppercase');
    const hostile = await insideStyles(page);

    await openHostilePage(page, { hostile: false });
    const plain = await insideStyles(page);
    expect(hostile).toEqual(plain);

    const label = hostile[tags.contactForm].label;
    expect(label).toMatchObject({ 'text-transform': 'none', 'letter-spacing': 'normal', 'font-style': 'normal', direction: 'ltr' });
    expect(hostile[tags.contactForm].div).toMatchObject({ 'font-size': '16px', 'line-height': '24px', 'color-scheme': 'normal' });
    expect(hostile[tags.calculator].host).toEqual({ padding: '0px', border: '0px' });
  });

  test('look the same as on a plain page, screenshot for screenshot, at 1280 x 900', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    /**
     * Screenshots of the three widgets. Each in turn is lifted to the top left of the document at
     * a fixed width, so the page's own layout (which the hostile sheet does change) cannot move
     * it by a fraction of a pixel and blur the comparison.
     */
    async function screenshots() {
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await page.mouse.move(0, 0);
      const shots: Buffer[] = [];
      for (const tag of widgets) {
        const widget = page.locator(tag);
        const lift = { position: 'absolute', top: '0', left: '0', width: '720px', 'z-index': '1', background: '#fff' };
        await widget.evaluate((element: HTMLElement, style) => {
          for (const [property, value] of Object.entries(style)) element.style.setProperty(property, value);
        }, lift);
        shots.push(await widget.screenshot({ animations: 'disabled', caret: 'hide' }));
        await widget.evaluate((element: HTMLElement) => element.removeAttribute('style'));
      }
      return shots;
    }

    await openHostilePage(page, { hostile: true });
    const hostile = await screenshots();
    await openHostilePage(page, { hostile: false });
    const plain = await screenshots();
    for (const [index, tag] of widgets.entries()) {
      expect(await differingPixels(hostile[index], plain[index]), `${tag} differs`).toBeLessThan(0.001);
    }
  });

  test('open their thank-you modal in the top layer, above the highest z-index of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await answerFormPosts(page);
    await openHostilePage(page, { hostile: true });
    const calculator = page.locator(tags.calculator);
    await calculateAndFill(calculator);
    await calculator.getByRole('button', { name: 'Request My Quote' }).click();
    const dialog = calculator.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toBeVisible();

    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    const closeBox = await close.boundingBox();
    const bannerBox = await page.getByRole('region', { name: 'Cookie notice' }).boundingBox();
    // The Close button lies where the banner is drawn, so only the top layer keeps it reachable.
    expect(closeBox && bannerBox && closeBox.y > bannerBox.y).toBe(true);
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.localName, {
      x: closeBox!.x + closeBox!.width / 2,
      y: closeBox!.y + closeBox!.height / 2,
    });
    expect(hit).toBe(tags.calculator);
    await close.click();
    await expect(dialog).toBeHidden();
  });
});
