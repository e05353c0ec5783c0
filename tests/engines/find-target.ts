// Finding an element as a person would, by what it is and what it is called, inside the page or a widget's
// shadow root. Page functions: each is self-contained, as the drivers send its source text to the page.
import type { Target } from './engine-page';

/** Page function: the one element `target` names, or null while there is none; throws when several match. */
export function findTarget(target: Target): Element | null {
  const root: Document | ShadowRoot | null | undefined = target.host ? document.querySelector(target.host)?.shadowRoot : document;
  if (!root) return null;
  // The visible text of a node, without what is hidden from assistive technology (the required-field star).
  const text = (node: Node): string =>
    node instanceof Element && node.getAttribute('aria-hidden') === 'true'
      ? ''
      : node.nodeType === Node.TEXT_NODE
        ? (node.textContent ?? '')
        : [...node.childNodes].map(text).join('');
  const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return squeeze(
        labelledBy
          .split(' ')
          .map((id) => text(root.getElementById(id) ?? document.createElement('i')))
          .join(' '),
      );
    const label = element.getAttribute('aria-label');
    if (label) return squeeze(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squeeze([...labels].map(text).join(' '));
    return squeeze(text(element));
  };
  const matches = [...root.querySelectorAll(target.css)].filter((element) => target.name === undefined || nameOf(element) === target.name);
  if (matches.length > 1) throw new Error(`${matches.length} elements match ${JSON.stringify(target)}`);
  return matches[0] ?? null;
}
