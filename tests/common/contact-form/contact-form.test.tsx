import { act, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../common/contact-form/contact-form';
import { messageFailureMessage } from '../../../common/lead-forms/failure-messages';
import { fillRequired } from '../fill-required';
import { postedFields, stubFetch } from '../stub-fetch';

const fetchMock = stubFetch();

const riley = { name: 'Riley Park', email: 'riley@example.com', phone: '250-555-0166' };

describe('ContactForm', () => {
  it('offers exactly the subjects of product rules §3.8, starting empty', () => {
    render(<ContactForm />);
    const subject = screen.getByLabelText(/Subject/) as HTMLSelectElement;
    expect(subject.value).toBe('');
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Select a subject'],
      ['quote', 'Request a Quote'],
      ['window-cleaning', 'Window Cleaning'],
      ['gutter-cleaning', 'Gutter Cleaning'],
      ['moss-treatment', 'Moss Treatment'],
      ['concrete-sealing', 'Concrete Sealing'],
      ['pressure-washing', 'Pressure Washing'],
      ['solar-cleaning', 'Solar Panel Cleaning'],
      ['holiday-lights', 'Holiday Light Installation'],
      ['snow-removal', 'Snow Removal'],
      ['emergency', 'Emergency Service'],
      ['other', 'Other'],
    ]);
  });

  it('stops each field at the length the form endpoint accepts, so nothing typed is refused', () => {
    render(<ContactForm />);
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).maxLength).toBe(200);
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).maxLength).toBe(5000);
  });

  it('requires name, email, phone and message, but not a subject', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const submit = screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement;
    await fillRequired(user, riley);
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    expect(submit).toBeEnabled();
  });

  it('posts the contact body, thanks the visitor, and clears the fields 3 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ContactForm />);
    await fillRequired(user, { ...riley, message: 'Do you clean skylights?' });
    await user.selectOptions(screen.getByLabelText(/Subject/), 'emergency');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // The message is rendered before the dialog around it is shown: wait until a visitor can see it.
    await waitFor(() =>
      expect(screen.getByText("We've received your message and will get back to you as soon as possible.")).toBeVisible(),
    );
    expect(postedFields(fetchMock)).toEqual([
      ['form-name', 'contact'],
      ['name', 'Riley Park'],
      ['email', 'riley@example.com'],
      ['phone', '250-555-0166'],
      ['subject', 'emergency'],
      ['message', 'Do you clean skylights?'],
      ['bot-field', ''],
    ]);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(''));
    expect((screen.getByLabelText(/Subject/) as HTMLSelectElement).value).toBe('');
  });

  it('alerts with the message wording and keeps the values when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user, { ...riley, message: 'Do you clean skylights?' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(messageFailureMessage));
    expect(messageFailureMessage).toMatch(/^There was an error submitting your message\./);
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Do you clean skylights?');
  });
});
