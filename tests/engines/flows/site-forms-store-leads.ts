// The /quote and /contact pages post a lead, thank the visitor in a modal dialog, and the server stores it.
import { expect } from 'vitest';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { fillContactDetails, thankYouDialog, visitor } from '../lead-forms';
import { openHydrated, pageErrors } from '../site-pages';
import { storedLead } from '../stored-leads';

/** Sends the quote page's and the contact page's forms and finds both leads in the database. */
export async function siteFormsStoreLeads(page: EnginePage, server: EngineServer) {
  const quoter = visitor(page, 'quote page');
  await openHydrated(page, `${server.site}/quote`);
  await fillContactDetails(page, quoter, 'form');
  await page.click({ css: 'form [part~="option"] *', name: 'Window Cleaning' });
  await page.click({ css: 'form button', name: 'Request My Free Quote' });
  expect(await thankYouDialog(page, 'Thank you!')).toEqual({ title: 'Thank you!', modal: true });
  expect(await storedLead(server.leadsDb, quoter.name)).toMatchObject({
    formName: 'quote-request',
    partner: null,
    fields: { email: quoter.email, phone: quoter.phone, services: 'Window Cleaning' },
  });

  const writer = visitor(page, 'contact page');
  await openHydrated(page, `${server.site}/contact`);
  await fillContactDetails(page, writer, 'form');
  await page.type({ css: 'form textarea', name: 'Message' }, `Sent from ${page.engine}`);
  await page.click({ css: 'form button', name: 'Send Message' });
  expect(await thankYouDialog(page, 'Thank you!')).toEqual({ title: 'Thank you!', modal: true });
  expect(await storedLead(server.leadsDb, writer.name)).toMatchObject({
    formName: 'contact',
    partner: null,
    fields: { email: writer.email, message: `Sent from ${page.engine}` },
  });
  expect(await pageErrors(page)).toEqual([]);
}
