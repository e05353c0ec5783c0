// On the embed demo's strict Content-Security-Policy page, the widgets render, price, post and thank
// without a single violation; and the watch does see one when the page breaks its policy.
import { expect } from 'vitest';
import { calculate, switchTab } from '../calculator';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { fillContactDetails, thankYouDialog, visitor } from '../lead-forms';
import { storedLead } from '../stored-leads';
import { until } from '../until';
import { readWatch } from '../watch-page';
import { openWidgetPage, tags } from '../widgets';

/** Page function: what the page's own counter (embed-demo/strict-csp.js) shows. */
const cspStatus = () => document.getElementById('csp-status')?.textContent;

/** Uses every widget on the strict-CSP page, then checks that neither the watch nor the page saw a violation. */
export async function strictCspPage(page: EnginePage, server: EngineServer) {
  await openWidgetPage(page, `${server.demo}/strict-csp.html`, [tags.calculator, tags.quoteForm, tags.contactForm]);
  expect(await calculate(page, tags.calculator)).toMatch(/^Your estimate \$371 - \$474 /);
  await switchTab(page, tags.calculator, 'Membership');
  expect(await calculate(page, tags.calculator)).toMatch(/^Your membership \$93\/month /);

  const quoter = visitor(page, 'strict CSP quote form');
  await fillContactDetails(page, quoter, 'form', tags.quoteForm);
  await page.click({ host: tags.quoteForm, css: 'form button', name: 'Request My Free Quote' });
  expect(await thankYouDialog(page, 'Thank you!', tags.quoteForm)).toEqual({ title: 'Thank you!', modal: true });
  expect(await storedLead(server.leadsDb, quoter.name)).toMatchObject({ formName: 'quote-request', partner: 'strict-csp-demo' });

  const writer = visitor(page, 'strict CSP contact form');
  await fillContactDetails(page, writer, 'form', tags.contactForm);
  await page.type({ host: tags.contactForm, css: 'form textarea', name: 'Message' }, 'Hello');
  await page.click({ host: tags.contactForm, css: 'form button', name: 'Send Message' });
  expect(await thankYouDialog(page, 'Thank you!', tags.contactForm)).toEqual({ title: 'Thank you!', modal: true });
  expect(await storedLead(server.leadsDb, writer.name)).toMatchObject({ formName: 'contact', partner: 'strict-csp-demo' });

  expect(await page.evaluate(readWatch)).toEqual({ errors: [], violations: [] });
  expect(await page.evaluate(cspStatus)).toBe('No CSP violations reported');

  // The policy is enforced, and a violation would have been seen: an inline style attribute is one.
  await page.evaluate(() => document.querySelector('main')?.setAttribute('style', 'color: red'));
  const { violations } = await until('the violation to be reported', async () => {
    const reports = await page.evaluate(readWatch);
    return reports.violations.length > 0 && reports;
  });
  expect(violations).toEqual([expect.stringMatching(/^style-src(-attr)? inline$/)]);
  expect(await page.evaluate(cspStatus)).toMatch(/^1 CSP violation reported/);
}
