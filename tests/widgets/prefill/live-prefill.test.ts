import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteCalculator } from '../../../common/calculator/quote-calculator';
import { ContactForm } from '../../../common/contact-form/contact-form';
import { QuoteForm } from '../../../common/quote-form/quote-form';
import { defineWidget } from '../../../widgets/define-widget';
import { calculatorPrefill } from '../../../common/widget-settings/prefill/calculator-prefill';
import { contactFormPrefill } from '../../../common/widget-settings/prefill/contact-form-prefill';
import { quoteFormPrefill } from '../../../common/widget-settings/prefill/quote-form-prefill';

defineWidget({ tag: 'okanagan-test-prefill-calculator', component: QuoteCalculator, styles: [], prefill: calculatorPrefill });
defineWidget({ tag: 'okanagan-test-prefill-quote-form', component: QuoteForm, styles: [], prefill: quoteFormPrefill });
defineWidget({ tag: 'okanagan-test-prefill-contact-form', component: ContactForm, styles: [], prefill: contactFormPrefill });

afterEach(() => document.body.replaceChildren());

function mount(tag: string, attributes: Record<string, string>) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return { element, screen: within(element.shadowRoot?.firstElementChild as HTMLElement) };
}

const typeInto = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

describe('prefill attributes', () => {
  it('start the calculator on the chosen tab, size, package, membership size and plan', () => {
    const { screen } = mount('okanagan-test-prefill-calculator', {
      tab: 'membership',
      'home-size': '1750',
      package: 'home-care',
      'membership-size': 'large',
      plan: 'full',
    });
    expect(screen.getByRole('tab', { name: 'Membership' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Home size', { selector: 'select' }) as HTMLSelectElement).value).toBe('1750');
    // The one-time tab is hidden behind the membership tab, and keeps its choices there.
    expect(screen.getByRole('radio', { name: /Home Care/, hidden: true })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Large/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Full Service Windows/ })).toBeChecked();
  });

  it('fill the exact size when the home size is not one of the dropdown sizes', () => {
    const { screen } = mount('okanagan-test-prefill-calculator', { 'home-size': '1850' });
    expect((screen.getByLabelText('Or exact size (sq ft)') as HTMLInputElement).value).toBe('1850');
    expect((screen.getByLabelText('Home size') as HTMLSelectElement).value).toBe('1500');
  });

  it('apply at once when changed on a live calculator, keeping what the visitor typed', async () => {
    const { element, screen } = mount('okanagan-test-prefill-calculator', { package: 'home-care' });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    // By role, which leaves out the membership tab's request form, hidden until its Calculate.
    typeInto(await screen.findByRole('textbox', { name: /Full name/ }), 'Sam Okafor');
    element.setAttribute('package', 'home-complete');
    element.setAttribute('home-size', '2000');
    await waitFor(() => expect(screen.getByText(/Home Complete for 2,000 sq ft/)).toBeVisible());
    expect(screen.getByRole('radio', { name: /Home Complete/ })).toBeChecked();
    expect((screen.getByLabelText('Home size') as HTMLSelectElement).value).toBe('2000');
    expect((screen.getByRole('textbox', { name: /Full name/ }) as HTMLInputElement).value).toBe('Sam Okafor');
  });

  it('press the chosen services of the quote form, and follow a change without clearing the fields', async () => {
    const { element, screen } = mount('okanagan-test-prefill-quote-form', { services: 'gutter-cleaning,window-cleaning' });
    const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);
    // The cards are check boxes in the first render, as in the site's prerendered HTML, and buttons from the
    // re-render their first layout asks for, which Preact runs a microtask later, before the page is painted.
    await waitFor(() =>
      expect(pressed()).toEqual([expect.stringContaining('Window Cleaning'), expect.stringContaining('Gutter Cleaning')]),
    );
    typeInto(await screen.findByLabelText(/Full name/), 'Sam Okafor');
    element.setAttribute('services', 'moss-treatment');
    await waitFor(() => expect(pressed()).toEqual([expect.stringContaining('Moss')]));
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Sam Okafor');
  });

  it('choose the subject of the contact form, and follow a change without clearing the message', async () => {
    const { element, screen } = mount('okanagan-test-prefill-contact-form', { subject: 'gutter-cleaning' });
    const subject = () => (screen.getByLabelText(/Subject/) as HTMLSelectElement).value;
    expect(subject()).toBe('gutter-cleaning');
    typeInto(screen.getByLabelText(/^Message/), 'Two storeys, steep roof.');
    element.setAttribute('subject', 'emergency');
    await waitFor(() => expect(subject()).toBe('emergency'));
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Two storeys, steep roof.');
  });
});
