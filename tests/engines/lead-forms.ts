// Steps shared by every lead form, on the site and inside a widget: the contact details, the submit, and the
// thank-you dialog that follows it.
import type { EngineDocument, EnginePage } from './engine-page';
import { until } from './until';

/** A visitor whose name says which engine and which flow sent the lead, to find it among the stored ones. */
export function visitor(page: EnginePage, flow: string) {
  return { name: `Avery ${page.engine} ${flow}`, email: 'avery@example.com', phone: '250-555-0199' };
}

/** Types the required contact details into the form that `scope` (a CSS selector, in `host` if given) holds. */
export async function fillContactDetails(page: EngineDocument, who: ReturnType<typeof visitor>, scope: string, host?: string) {
  await page.type({ host, css: `${scope} input`, name: 'Full name' }, who.name);
  await page.type({ host, css: `${scope} input`, name: 'Email' }, who.email);
  await page.type({ host, css: `${scope} input`, name: 'Phone' }, who.phone);
}

/** Page function: the open dialog's heading, and whether it is modal (in the top layer); null while none is open. */
export function openDialog(host: string | null): { title: string; modal: boolean } | null {
  const root = host ? document.querySelector(host)?.shadowRoot : document;
  const dialog = root?.querySelector('dialog[open]');
  if (!dialog) return null;
  const title = dialog.querySelector('h1, h2, h3, h4, h5, h6')?.textContent ?? '';
  return { title, modal: dialog.matches(':modal') };
}

/** Waits for the thank-you dialog, checks it is modal with `title`, and closes it with its Close button. */
export async function thankYouDialog(page: EngineDocument, title: string, host?: string) {
  const dialog = await until(`the "${title}" dialog`, () => page.evaluate(openDialog, host ?? null));
  await page.click({ host, css: 'dialog[open] button', name: 'Close' });
  await until('the dialog to close', async () => (await page.evaluate(openDialog, host ?? null)) === null);
  return dialog;
}
