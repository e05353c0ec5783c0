// Finds the URL the widget script was loaded from: its origin is the default form endpoint (D4).
import { widgetScriptPath } from '../common/contract/widget-files';

/**
 * The running script's URL while a classic script runs. When there is none (the script was
 * bundled, or run as a module by a tag manager), the last widget script on the page; failing
 * that the page itself, which then posts to its own origin.
 */
export function widgetScriptUrl(doc: Document = document): string {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  const scripts = Array.from(doc.scripts).filter((script) => widgetScriptPath.test(script.src));
  return scripts.at(-1)?.src ?? doc.location.href;
}
