import { act, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestFailureMessage } from '../../../common/lead-forms/failure-messages';
import { QuoteForm } from '../../../common/quote-form/quote-form';
import { fillRequired } from '../fill-required';
import { postedFields, stubFetch } from '../stub-fetch';

const fetchMock = stubFetch();

const sam = { name: 'Sam Okafor', email: 'sam@example.com', phone: '250-555-0177' };

describe('QuoteForm', () => {
  it('has the three sections of product rules §2.8 and eight service cards, none chosen', () => {
    render(<QuoteForm />);
    for (const title of ['Contact Information', 'Services Needed', 'Additional Details']) {
      expect(screen.getByRole('heading', { name: title })).toBeVisible();
    }
    const cards = screen.getAllByRole('button', { pressed: false });
    expect(cards).toHaveLength(8);
  });

  it('toggles a service card on each click', async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    const gutters = screen.getByRole('button', { name: /^Gutter Cleaning/ });
    await user.click(gutters);
    expect(gutters.getAttribute('aria-pressed')).toBe('true');
    await user.click(gutters);
    expect(gutters.getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps Request My Free Quote disabled until name, email and phone are filled, and says why', async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    const submit = screen.getByRole('button', { name: 'Request My Free Quote' }) as HTMLButtonElement;
    expect(submit).toBeDisabled();
    expect(screen.getByText('Fill in your name, email and phone to continue.')).toBeVisible();
    await fillRequired(user, sam);
    expect(submit).toBeEnabled();
  });

  it('posts the chosen services as display names joined by a comma and a space, then clears 3 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<QuoteForm />);
    await fillRequired(user, sam);
    await user.click(screen.getByRole('button', { name: /^Holiday Light Installation/ }));
    await user.click(screen.getByRole('button', { name: /^Window Cleaning/ }));
    await user.type(screen.getByLabelText(/Notes/), 'Corner lot');
    await user.click(screen.getByRole('button', { name: 'Request My Free Quote' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(screen.getByText("We'll be in touch shortly to discuss your quote.")).toBeVisible();
    expect(postedFields(fetchMock)).toEqual([
      ['form-name', 'quote-request'],
      ['name', 'Sam Okafor'],
      ['email', 'sam@example.com'],
      ['phone', '250-555-0177'],
      ['address', ''],
      ['services', 'Window Cleaning, Holiday Light Installation'],
      ['notes', 'Corner lot'],
      ['bot-field', ''],
    ]);

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe(''));
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(8);
  });

  it('alerts and keeps every value when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup();
    render(<QuoteForm />);
    await fillRequired(user, sam);
    await user.click(screen.getByRole('button', { name: /^Moss Treatment/ }));
    await user.click(screen.getByRole('button', { name: 'Request My Free Quote' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(requestFailureMessage));
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Sam Okafor');
    expect(screen.getByRole('button', { name: /^Moss Treatment/ }).getAttribute('aria-pressed')).toBe('true');
  });
});
