import { act, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuoteCalculator } from '../../../common/calculator/quote-calculator';
import { requestFailureMessage } from '../../../common/lead-forms/failure-messages';
import { postedFields, stubFetch } from '../stub-fetch';

const fetchMock = stubFetch();

/** Fills the request form that a Calculate click shows (the other tab's, hidden, is left out of role queries). */
async function fillContactDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Avery Chen');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'avery@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '250-555-0199');
}

describe('QuoteCalculator, one-time tab', () => {
  it('starts on the one-time tab at 1,500 sq ft and Home Essentials, with no estimate shown', () => {
    render(<QuoteCalculator />);
    expect(screen.getByRole('tab', { name: 'One-Time Service' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Home size') as HTMLSelectElement).value).toBe('1500');
    expect(screen.getByRole('radio', { name: 'Home Essentials' })).toBeChecked();
    // In the page, hidden until Calculate, as the request form is.
    expect(screen.getByText('$371 - $474')).not.toBeVisible();
    expect(screen.queryByRole('form', { name: 'Request this quote' })).not.toBeInTheDocument();
  });

  it('offers sizes from 500 to 3,000 sq ft in steps of 250', () => {
    render(<QuoteCalculator />);
    const options = within(screen.getByLabelText('Home size')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '500',
      '750',
      '1000',
      '1250',
      '1500',
      '1750',
      '2000',
      '2250',
      '2500',
      '2750',
      '3000',
    ]);
  });

  it('shows the estimate and opens the contact form on Calculate', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('$371 - $474')).toBeVisible();
    // In the same render as the estimate: one frame for the click, not a second one after its paint.
    expect(screen.getByRole('form', { name: 'Request this quote' })).toBeVisible();
  });

  it('recalculates when the package or size changes after a calculation', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.click(screen.getByRole('radio', { name: 'Home Care' }));
    expect(screen.getByText('$477 - $609')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Home size'), '3000');
    expect(screen.getByText('$953 - $1,218')).toBeVisible();
  });

  it('lets a custom size override the dropdown, and a dropdown choice clear it', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    const custom = screen.getByLabelText(/exact size/) as HTMLInputElement;
    await user.type(custom, '500');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('$124 - $158')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Home size'), '1500');
    expect(custom.value).toBe('');
    expect(screen.getByText('$371 - $474')).toBeVisible();
  });

  it('will not calculate a custom size outside 100-10,000, and explains it once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<QuoteCalculator />);
    const custom = screen.getByLabelText(/exact size/);
    await user.type(custom, '50');
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    // Not at once: "50" may be the start of "5000".
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(custom.getAttribute('aria-invalid')).toBe('false');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toBe('Enter a size from 100 to 10,000 sq ft.');
    expect(custom.getAttribute('aria-invalid')).toBe('true');
    expect(custom.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    // It stays while the size is still out of range, and goes with the key that puts it right.
    await user.type(custom, '{Backspace}');
    expect(screen.getByRole('alert').textContent).toBe('Enter a size from 100 to 10,000 sq ft.');
    await user.type(custom, '00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(custom.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  });

  it('waits for a new pause before explaining a size that goes out of range again once put right', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<QuoteCalculator />);
    const custom = screen.getByLabelText(/exact size/);
    await user.type(custom, '50');
    act(() => void vi.advanceTimersByTime(1200));
    expect(screen.getByRole('alert').textContent).toBe('Enter a size from 100 to 10,000 sq ft.');
    await user.type(custom, '0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // "500" back to "50": out of range again, and said only after a pause, as the first time.
    await user.type(custom, '{Backspace}');
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(custom.getAttribute('aria-invalid')).toBe('false');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toBe('Enter a size from 100 to 10,000 sq ft.');
  });

  it('explains an out-of-range size at once when the visitor leaves the box', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    await user.type(screen.getByLabelText(/exact size/), '20000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Enter a size from 100 to 10,000 sq ft.');
  });

  it('says nothing while a size in range is typed, key by key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<QuoteCalculator />);
    const custom = screen.getByLabelText(/exact size/);
    // "1" and "18" are out of range for a moment, each for less than the pause.
    await user.click(custom);
    for (const key of '1850') {
      await user.keyboard(key);
      act(() => void vi.advanceTimersByTime(400));
    }
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('$457 - $584')).toBeVisible();
  });

  it('keeps the submit button disabled until name, email and phone are filled', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const submit = (await screen.findByRole('button', { name: 'Request My Quote' })) as HTMLButtonElement;
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Avery Chen');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'avery@example.com');
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '250-555-0199');
    expect(submit).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^Email/ }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('textbox', { name: /^Phone/ }).getAttribute('type')).toBe('tel');
  });

  it('posts exactly the fields of product rules §3.2, shows the thank-you modal, and resets 3 s later (§3.7)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('radio', { name: 'Home Refresh' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await fillContactDetails(user);
    await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'Two storeys');
    await user.click(screen.getByRole('button', { name: 'Request My Quote' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(postedFields(fetchMock)).toEqual([
      ['form-name', 'quote-request'],
      ['name', 'Avery Chen'],
      ['email', 'avery@example.com'],
      ['phone', '250-555-0199'],
      ['address', ''],
      ['notes', 'Two storeys'],
      ['home-size', '1500'],
      ['selected-package', 'Home Refresh'],
      ['estimated-price', '$655 - $837'],
      ['bot-field', ''],
    ]);

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('$655 - $837')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(screen.queryByText('$655 - $837')).not.toBeInTheDocument());
    expect(screen.getByText('$371 - $474')).not.toBeVisible();
    expect(screen.queryByRole('form', { name: 'Request this quote' })).not.toBeInTheDocument();
    expect((screen.getByLabelText('Home size') as HTMLSelectElement).value).toBe('1500');
    expect(screen.getByRole('radio', { name: 'Home Essentials' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(((await screen.findByRole('textbox', { name: /Full name/ })) as HTMLInputElement).value).toBe('');
  });

  it('alerts with the business phone and keeps every value when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await fillContactDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request My Quote' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(requestFailureMessage));
    expect(requestFailureMessage).toMatch(/call us directly at \(250\) 555-\d{4}\.$/);
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: /Full name/ }) as HTMLInputElement).value).toBe('Avery Chen');
    expect((screen.getByRole('textbox', { name: /^Phone/ }) as HTMLInputElement).value).toBe('250-555-0199');
    expect(screen.getByText('$371 - $474')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request My Quote' })).toBeEnabled();
  });

  it('treats an HTTP error answer as a success (product rules §3.4)', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await fillContactDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request My Quote' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
  });
});

describe('QuoteCalculator, membership tab', () => {
  it('switches with See Membership Options and prices the defaults on Calculate', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('button', { name: 'See Membership Options' }));
    expect(screen.getByRole('tab', { name: 'Membership' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Membership' });
    expect(within(panel).getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Exterior Windows' })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Twice a year' })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'No railing glass' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: /interior/ })).not.toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Calculate' }));
    expect(within(panel).getByText('$93')).toBeVisible();
    expect(within(panel).getByText('First month free! Cancel anytime with 30 days notice.')).toBeVisible();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    screen.getByRole('tab', { name: 'One-Time Service' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Membership' }));
    expect(screen.getByRole('tab', { name: 'Membership' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One-Time Service' }).getAttribute('aria-selected')).toBe('true');
  });

  it('hides the frequency for combo and offers the interior add-on only for exterior', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('tab', { name: 'Membership' }));
    const panel = screen.getByRole('tabpanel', { name: 'Membership' });
    await user.click(within(panel).getByRole('radio', { name: 'Windows + Gutters Combo' }));
    expect(within(panel).queryByRole('radio', { name: 'Twice a year' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox', { name: /interior/ })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Calculate' }));
    expect(within(panel).getByText('$296')).toBeVisible();
    await user.click(within(panel).getByRole('radio', { name: 'Full Service Windows' }));
    expect(within(panel).getByRole('radio', { name: 'Twice a year' })).toBeVisible();
    expect(within(panel).queryByRole('checkbox', { name: /interior/ })).not.toBeInTheDocument();
  });

  it('will not let Estate be chosen', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('tab', { name: 'Membership' }));
    const estate = screen.getByRole('button', { name: 'Contact Us for Custom Quote' }) as HTMLButtonElement;
    expect(estate).toBeDisabled();
    expect(screen.queryByRole('radio', { name: /Estate/ })).not.toBeInTheDocument();
  });

  it('posts the membership body, welcomes the member, and resets 3 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('tab', { name: 'Membership' }));
    const panel = screen.getByRole('tabpanel', { name: 'Membership' });
    await user.click(within(panel).getByRole('checkbox', { name: /interior/ }));
    await user.click(within(panel).getByRole('radio', { name: 'Up to 10 panels (+$60)' }));
    await user.click(within(panel).getByRole('button', { name: 'Calculate' }));
    await fillContactDetails(user);
    await user.type(within(panel).getByRole('textbox', { name: /Address/ }), '12 Lakeshore Rd, Kelowna');
    await user.selectOptions(within(panel).getByLabelText('Spring visit'), 'April');
    await user.selectOptions(within(panel).getByLabelText('Fall visit'), 'October');
    const spring = within(panel).getByLabelText('Spring visit');
    expect(
      within(spring)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No preference', 'March', 'April', 'May', 'June']);
    await user.click(within(panel).getByRole('button', { name: 'Start My Membership' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to the family!' })).toBeVisible();
    // (50 x 1.85) + (50 x 1.2 x 1.85) + (60 x 1.85) = 314.5 a month: 3774 a year.
    expect(postedFields(fetchMock)).toEqual([
      ['form-name', 'membership-quote'],
      ['name', 'Avery Chen'],
      ['email', 'avery@example.com'],
      ['phone', '250-555-0199'],
      ['address', '12 Lakeshore Rd, Kelowna'],
      ['springMonth', 'April'],
      ['fallMonth', 'October'],
      ['notes', ''],
      ['homeSize', 'medium'],
      ['plan', 'exterior'],
      ['frequency', '2x'],
      ['railingTier', '1'],
      ['includeInterior', 'true'],
      ['monthlyPrice', '315'],
      ['annualPrice', '3774'],
      ['year1Total', '3459'],
      ['bot-field', ''],
    ]);

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(within(panel).queryByRole('form')).not.toBeInTheDocument());
    expect(within(panel).getByRole('checkbox', { name: /interior/ })).not.toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'No railing glass' })).toBeChecked();
  });

  it('closes the welcome modal with its Close button', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('tab', { name: 'Membership' }));
    await user.click(within(screen.getByRole('tabpanel', { name: 'Membership' })).getByRole('button', { name: 'Calculate' }));
    await fillContactDetails(user);
    await user.click(screen.getByRole('button', { name: 'Start My Membership' }));
    await screen.findByRole('heading', { name: 'Welcome to the family!' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome to the family!' })).not.toBeInTheDocument());
  });
});

describe('QuoteCalculator headings', () => {
  it('puts both request forms one level below the title, and the thank-you modal at the title level', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator headingLevel={3} />);
    expect(screen.getByRole('heading', { name: 'Instant Quote Calculator', level: 3 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Lock in your quote', level: 4 })).toBeVisible();
    await fillContactDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request My Quote' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!', level: 3 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('tab', { name: 'Membership' }));
    const membership = screen.getByRole('tabpanel', { name: 'Membership' });
    await user.click(within(membership).getByRole('button', { name: 'Calculate' }));
    expect(await within(membership).findByRole('heading', { name: 'Join the membership', level: 4 })).toBeVisible();
  });

  it('keeps the site levels by default: title h2, request form h3', async () => {
    const user = userEvent.setup();
    render(<QuoteCalculator />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('heading', { name: 'Instant Quote Calculator', level: 2 })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Lock in your quote', level: 3 })).toBeVisible();
  });
});
