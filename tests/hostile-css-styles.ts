// The hostile-CSS check, written once for both end-to-end suites (Playwright in Chromium, the engines flow in
// Firefox and WebKit): the widgets' computed styles on the embed demo's hostile-CSS page, and what they must be.

/** The computed styles of one widget: by element or part, then by property; `host` is the element's own box. */
export type WidgetStyles = Record<string, Record<string, string | undefined> | null>;

/**
 * Page function: computed styles of telling elements inside each widget, inherited properties above all. By
 * element and part, not by class: the widget build shortens its class names.
 */
export function widgetStyles(tagNames: string[]): Record<string, WidgetStyles> {
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
export const bodyTextTransform = () => getComputedStyle(document.body).textTransform;

/** What the hostile stylesheet tries to change and the widgets keep: the contact form's label and text, the calculator's box. */
export const keptStyles = {
  label: { 'text-transform': 'none', 'letter-spacing': 'normal', 'font-style': 'normal', direction: 'ltr' },
  div: { 'font-size': '16px', 'line-height': '24px', 'color-scheme': 'normal' },
  host: { padding: '0px', border: '0px' },
};
