import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bodyTextTransform, keptStyles, widgetStyles } from '../hostile-css-styles';
import { calculateAndFill } from './lead-form-helpers';
import { differingPixels, tags } from './widget-helpers';

const widgets = [tags.calculator, tags.quoteForm, tags.contactForm];

/** Loads the hostile page with its hostile stylesheet, or with that stylesheet emptied: a plain page to compare with. */
async function openHostilePage(page: Page, demoOrigin: string, { hostile }: { hostile: boolean }) {
  if (!hostile) await page.route(`${demoOrigin}/hostile.css`, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  await page.goto(`${demoOrigin}/hostile-css.html`);
  for (const tag of widgets) await expect(page.locator(tag).getByRole('heading').first()).toBeVisible();
}

/** The widgets' computed styles on the page as it is now (widgetStyles). */
const insideStyles = (page: Page) => page.evaluate(widgetStyles, widgets);

test.describe('the widgets on a page whose CSS is hostile to them', () => {
  test('keep the computed styles they have on a plain page, inherited properties included', async ({ page, demoOrigin }) => {
    await openHostilePage(page, demoOrigin, { hostile: true });
    expect(await page.evaluate(bodyTextTransform)).toBe('uppercase');
    const hostile = await insideStyles(page);

    await openHostilePage(page, demoOrigin, { hostile: false });
    const plain = await insideStyles(page);
    expect(hostile).toEqual(plain);

    expect(hostile[tags.contactForm].label).toMatchObject(keptStyles.label);
    expect(hostile[tags.contactForm].div).toMatchObject(keptStyles.div);
    expect(hostile[tags.calculator].host).toEqual(keptStyles.host);
  });

  test('look the same as on a plain page, screenshot for screenshot, at 1280 x 900', async ({ page, demoOrigin }) => {
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

    await openHostilePage(page, demoOrigin, { hostile: true });
    const hostile = await screenshots();
    await openHostilePage(page, demoOrigin, { hostile: false });
    const plain = await screenshots();
    for (const [index, tag] of widgets.entries()) {
      expect(await differingPixels(hostile[index], plain[index]), `${tag} differs`).toBeLessThan(0.001);
    }
  });

  test('open their thank-you modal in the top layer, above the highest z-index of the page', async ({
    page,
    answerFormPosts,
    demoOrigin,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await answerFormPosts();
    await openHostilePage(page, demoOrigin, { hostile: true });
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
