// On the embed demo's page of all three widgets (a second origin): each renders, posts a lead that is
// stored with the partner's name, and thanks the visitor in a modal dialog in the top layer.
import { expect } from 'vitest';
import { calculate, shownPanel, switchTab } from '../calculator';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { fillContactDetails, thankYouDialog, visitor } from '../lead-forms';
import { storedLead } from '../stored-leads';
import { readWatch } from '../watch-page';
import { openWidgetPage, tags } from '../widgets';

const partner = 'okanagan-demo';

/** Sends a lead from each of the three widgets on the demo's widgets page and finds each stored with its partner. */
export async function partnerWidgets(page: EnginePage, server: EngineServer) {
  const hosts = [tags.calculator, tags.quoteForm, tags.contactForm];
  expect(await openWidgetPage(page, `${server.demo}/widgets.html`, hosts)).toEqual([
    'Instant Quote Calculator',
    'Contact Information',
    'Send Us a Message',
  ]);

  const calculator = tags.calculator;
  const estimator = visitor(page, 'widget calculator');
  expect(await calculate(page, calculator)).toMatch(/^Your estimate \$371 - \$474 /);
  await fillContactDetails(page, estimator, `${shownPanel} form`, calculator);
  await page.click({ host: calculator, css: `${shownPanel} form button`, name: 'Request My Quote' });
  expect(await thankYouDialog(page, 'Thank you!', calculator)).toEqual({ title: 'Thank you!', modal: true });
  expect(await storedLead(server.leadsDb, estimator.name)).toMatchObject({
    formName: 'quote-request',
    partner,
    fields: { 'home-size': '1500', 'selected-package': 'Home Essentials', 'estimated-price': '$371 - $474' },
  });
  await switchTab(page, calculator, 'Membership');
  expect(await calculate(page, calculator)).toMatch(/^Your membership \$93\/month /);

  const quoter = visitor(page, 'widget quote form');
  await fillContactDetails(page, quoter, 'form', tags.quoteForm);
  await page.click({ host: tags.quoteForm, css: 'form [part~="option"] *', name: 'Gutter Cleaning' });
  await page.click({ host: tags.quoteForm, css: 'form button', name: 'Request My Free Quote' });
  expect(await thankYouDialog(page, 'Thank you!', tags.quoteForm)).toEqual({ title: 'Thank you!', modal: true });
  expect(await storedLead(server.leadsDb, quoter.name)).toMatchObject({
    formName: 'quote-request',
    partner,
    fields: { services: 'Gutter Cleaning' },
  });

  const writer = visitor(page, 'widget contact form');
  await fillContactDetails(page, writer, 'form', tags.contactForm);
  await page.type({ host: tags.contactForm, css: 'form textarea', name: 'Message' }, 'Sent from a partner page');
  await page.click({ host: tags.contactForm, css: 'form button', name: 'Send Message' });
  expect(await thankYouDialog(page, 'Thank you!', tags.contactForm)).toEqual({ title: 'Thank you!', modal: true });
  expect(await storedLead(server.leadsDb, writer.name)).toMatchObject({
    formName: 'contact',
    partner,
    fields: { message: 'Sent from a partner page' },
  });
  expect(await page.evaluate(readWatch)).toEqual({ errors: [], violations: [] });
}
