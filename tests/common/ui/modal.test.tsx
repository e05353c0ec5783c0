import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../../common/ui/modal';
import { SubmitRow } from '../../../common/ui/submit-row';

/** A form whose modal opens on demand; `withOpener` false stands for an opener removed by the 3 s reset. */
function FormWithModal({ withOpener = true }: { withOpener?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <form>
      <input type="hidden" name="form-name" value="contact" />
      <label>
        Full name <input name="name" />
      </label>
      {withOpener && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title="Thank you!" headingLevel={2}>
        <p>Sent.</p>
      </Modal>
    </form>
  );
}

describe('Modal', () => {
  it('opens as a dialog named by its title, and closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<FormWithModal />);
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument());
  });

  it('closes with the close icon too', async () => {
    const user = userEvent.setup();
    render(<FormWithModal />);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument());
  });

  it('hands focus to the first field when the control that opened it is gone', async () => {
    const user = userEvent.setup();
    render(<FormWithModal withOpener={false} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
  });
});

describe('SubmitRow', () => {
  it('keeps the button focusable while sending, only aria-disabled, so focus can return to it', () => {
    render(<SubmitRow label="Send Message" sending ready missingHint="Fill in your name." />);
    const button = screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;
    expect(button).toBeEnabled();
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('disables the button and says what is missing until the form is ready', () => {
    render(<SubmitRow label="Send Message" sending={false} ready={false} missingHint="Fill in your name." />);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    expect(screen.getByText('Fill in your name.')).toBeVisible();
  });

  it('neither blocks the button nor shows the hint once the form is ready', () => {
    render(<SubmitRow label="Send Message" sending={false} ready missingHint="Fill in your name." />);
    const button = screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement;
    expect(button).toBeEnabled();
    expect(button.hasAttribute('data-blocked')).toBe(false);
    expect(screen.queryByText('Fill in your name.')).not.toBeInTheDocument();
  });
});
