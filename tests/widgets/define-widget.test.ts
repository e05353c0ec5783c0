import { fireEvent, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../common/contact-form/contact-form';
import { defineWidget } from '../../widgets/define-widget';
import { messageFailureMessage } from '../../common/lead-forms/failure-messages';
import { postedFields, stubFetch } from '../common/stub-fetch';

const tag = 'okanagan-test-contact-form';
defineWidget({ tag, component: ContactForm, styles: ['.oq-root { color: red }'] });

const fetchMock = stubFetch();

afterEach(() => document.body.replaceChildren());

/** Puts a widget element on the page and returns it with a query scope inside its shadow root. */
function mount(attributes: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot?.firstElementChild as HTMLElement;
  return { element, root, screen: within(root) };
}

async function sendMessage(screen: ReturnType<typeof within>) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Full name/), 'Sam Okafor');
  await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '250-555-0177');
  await user.type(screen.getByLabelText(/^Message/), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('defineWidget', () => {
  it('renders the component in an open shadow root with its styles adopted', () => {
    const { element, screen } = mount();
    expect(element.shadowRoot?.mode).toBe('open');
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
    // The widget's own stylesheet, then the sheet that carries the accent attribute.
    expect(sheets).toHaveLength(2);
    expect(sheets[0].cssRules[0].cssText).toContain('.oq-root');
    expect(screen.getByRole('heading', { name: 'Send Us a Message', level: 2 })).toBeVisible();
  });

  it('does nothing when the tag is defined again, as when a script is loaded twice', () => {
    const registered = customElements.get(tag);
    expect(() => defineWidget({ tag, component: ContactForm, styles: [] })).not.toThrow();
    expect(customElements.get(tag)).toBe(registered);
    const { element } = mount();
    expect(element.shadowRoot?.children).toHaveLength(1);
  });

  it("posts to the site's canonical origin, with the partner field, by default", async () => {
    const { screen } = mount({ partner: 'acme-strata' });
    await sendMessage(screen);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0][0])).toBe('https://site.example.com/');
    expect(postedFields(fetchMock)).toEqual([
      ['form-name', 'contact'],
      ['name', 'Sam Okafor'],
      ['email', 'sam@example.com'],
      ['phone', '250-555-0177'],
      ['subject', ''],
      ['message', 'Hello'],
      ['partner', 'acme-strata'],
      ['page', `${location.origin}${location.pathname}`],
      ['bot-field', ''],
    ]);
  });

  it("posts the host page's UTM parameters, read when the lead is sent, and never its query string", async () => {
    const { screen } = mount();
    history.replaceState(null, '', '/offers?utm_source=newsletter&utm_campaign=spring&session=private-token');
    try {
      await sendMessage(screen);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    } finally {
      history.replaceState(null, '', '/');
    }
    const posted = postedFields(fetchMock);
    expect(posted.slice(-4)).toEqual([
      ['page', `${location.origin}/offers`],
      ['utm_source', 'newsletter'],
      ['utm_campaign', 'spring'],
      ['bot-field', ''],
    ]);
    expect(posted.flat().join(' ')).not.toContain('private-token');
  });

  it('applies endpoint, partner and heading-level changes made after upgrade', async () => {
    const { element, screen } = mount({ partner: 'first' });
    element.setAttribute('partner', 'second');
    element.setAttribute('endpoint', 'https://leads.example.org/in');
    element.setAttribute('heading-level', '3');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Send Us a Message', level: 3 })).toBeVisible());
    await sendMessage(screen);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0][0])).toBe('https://leads.example.org/in');
    expect(fetchMock.mock.calls[0][1]?.mode).toBe('no-cors');
    expect(new Map(postedFields(fetchMock)).get('partner')).toBe('second');
  });

  it('dispatches okanagan:submit from the element, bubbling and composed, with the form name', async () => {
    const listener = vi.fn<(event: CustomEvent) => void>();
    document.addEventListener('okanagan:submit', listener as unknown as EventListener);
    const { screen } = mount();
    await sendMessage(screen);
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    const event = listener.mock.calls[0][0];
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail).toEqual({ formName: 'contact' });
    document.removeEventListener('okanagan:submit', listener as unknown as EventListener);
  });

  it('pushes generate_lead to the data layer it names once a submit completes, with the partner and no value', async () => {
    const { screen } = mount({ 'data-layer': 'partnerLayer', partner: 'acme-strata' });
    await sendMessage(screen);
    await waitFor(() => expect(window).toHaveProperty('partnerLayer'));
    expect(Reflect.get(window, 'partnerLayer')).toEqual([{ event: 'generate_lead', form: 'contact', partner: 'acme-strata' }]);
    Reflect.deleteProperty(window, 'partnerLayer');
  });

  it('pushes nothing when the request fails, and nothing without the data-layer attribute', async () => {
    vi.stubGlobal('alert', vi.fn());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const failing = mount({ 'data-layer': '' });
    await sendMessage(failing.screen);
    await waitFor(() => expect(window.alert).toHaveBeenCalledOnce());
    expect(window).not.toHaveProperty('dataLayer');
    document.body.replaceChildren();
    const untracked = mount();
    await sendMessage(untracked.screen);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(window).not.toHaveProperty('dataLayer');
  });

  it('leaves a page variable that is not an array alone, with a warning, and still thanks the visitor', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Reflect.set(window, 'dataLayer', 'not an array');
    const { screen } = mount({ 'data-layer': '' });
    await sendMessage(screen);
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('window.dataLayer is not an array'));
    Reflect.deleteProperty(window, 'dataLayer');
  });

  it('dispatches okanagan:error with the form name and reason, and alerts, when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const listener = vi.fn<(event: CustomEvent) => void>();
    const { element, screen } = mount();
    element.addEventListener('okanagan:error', listener as unknown as EventListener);
    await sendMessage(screen);
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(listener.mock.calls[0][0].detail).toEqual({ formName: 'contact', reason: 'Failed to fetch' });
    expect(alert).toHaveBeenCalledWith(messageFailureMessage);
  });

  it('unmounts when the element is removed, and renders afresh when it comes back', async () => {
    const { element, root, screen } = mount();
    fireEvent.input(screen.getByLabelText(/Full name/), { target: { value: 'Sam' } });
    element.remove();
    await waitFor(() => expect(root.childElementCount).toBe(0));
    document.body.append(element);
    expect((within(root).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('');
  });

  it('keeps what the visitor typed when the element is moved within the page', async () => {
    const { element, screen } = mount();
    const input = screen.getByLabelText(/Full name/) as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'Sam' } });
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    elsewhere.append(element);
    await Promise.resolve();
    expect(input.isConnected).toBe(true);
    expect(input.value).toBe('Sam');
  });
});
