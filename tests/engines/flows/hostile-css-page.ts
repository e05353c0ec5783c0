// On the embed demo's hostile-CSS page, the widgets' computed styles are those they have once the
// hostile stylesheet is gone, inherited properties included.
import { expect } from 'vitest';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { bodyTextTransform, keptStyles, widgetStyles } from '../../hostile-css-styles';
import { openWidgetPage, tags } from '../widgets';

const hosts = [tags.calculator, tags.quoteForm, tags.contactForm];

/** Compares the widgets' computed styles under the hostile stylesheet with those once it is removed. */
export async function hostileCssPage(page: EnginePage, server: EngineServer) {
  await openWidgetPage(page, `${server.demo}/hostile-css.html`, hosts);
  expect(await page.evaluate(bodyTextTransform)).toBe('uppercase');
  const hostile = await page.evaluate(widgetStyles, hosts);

  // The same page, plain: the widgets stay, the hostile stylesheet goes.
  await page.evaluate(() => document.querySelector('link[href="/hostile.css"]')?.remove());
  expect(await page.evaluate(bodyTextTransform)).toBe('none');
  const plain = await page.evaluate(widgetStyles, hosts);

  expect(hostile).toEqual(plain);
  expect(hostile[tags.contactForm].label).toMatchObject(keptStyles.label);
  expect(hostile[tags.contactForm].div).toMatchObject(keptStyles.div);
  expect(hostile[tags.calculator].host).toEqual(keptStyles.host);
}
