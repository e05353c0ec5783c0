// Flow g: on the embed demo's hostile-CSS page, the widgets' computed styles are those they have once the
// hostile stylesheet is gone, inherited properties included.
import { expect } from 'vitest';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { openWidgetPage, tags } from '../widgets';

const hosts = [tags.calculator, tags.quoteForm, tags.contactForm];

/** Page function: computed styles of telling elements inside each widget (by element and part: the widget build shortens class names). */
function insideStyles(tagNames: string[]): Record<string, Record<string, Record<string, string | undefined> | null>> {
  const properties = [
    ...['font-family', 'font-size', 'font-style', 'font-weight', 'font-variant-caps', 'line-height', 'letter-spacing', 'word-spacing'],
    ...['text-transform', 'text-align', 'text-indent', 'text-shadow', 'text-decoration-line', 'white-space-collapse', 'word-break'],
    ...['list-style-type', 'direction', 'color', 'color-scheme', 'cursor', '-webkit-text-stroke-width', 'box-sizing'],
    ...['padding-top', 'border-top-width', 'background-color'],
  ];
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
      const box = host && getComputedStyle(host);
      const inside = Object.fromEntries(selectors.map((selector) => [selector, styles(host?.shadowRoot?.querySelector(selector))]));
      return [tag, { ...inside, host: { padding: box?.padding, border: box?.borderWidth } }];
    }),
  );
}

/** Page function: the body's text-transform, which the hostile stylesheet sets to uppercase. */
const bodyTextTransform = () => getComputedStyle(document.body).textTransform;

/** Compares the widgets' computed styles under the hostile stylesheet with those once it is removed. */
export async function hostileCssPage(page: EnginePage, server: EngineServer) {
  await openWidgetPage(page, `${server.demo}/hostile-css.html`, hosts);
  expect(await page.evaluate(bodyTextTransform)).toBe('uppercase');
  const hostile = await page.evaluate(insideStyles, hosts);

  // The same page, plain: the widgets stay, the hostile stylesheet goes.
  await page.evaluate(() => document.querySelector('link[href="/hostile.css"]')?.remove());
  expect(await page.evaluate(bodyTextTransform)).toBe('none');
  const plain = await page.evaluate(insideStyles, hosts);

  expect(hostile).toEqual(plain);
  expect(hostile[tags.contactForm].label).toMatchObject({
    'text-transform': 'none',
    'letter-spacing': 'normal',
    'font-style': 'normal',
    direction: 'ltr',
  });
  expect(hostile[tags.contactForm].div).toMatchObject({ 'font-size': '16px', 'line-height': '24px' });
  expect(hostile[tags.calculator].host).toEqual({ padding: '0px', border: '0px' });
}
