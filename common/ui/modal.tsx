// A modal dialog in the top layer (product rules §8.4): focus stays inside, Escape closes it, and
// focus goes back where it was.
import { useId, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { headingTag, type HeadingLevel } from './heading';
import { useModalDialog } from './use-modal-dialog';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The level of the title, that of the form that opened the modal. */
  headingLevel: HeadingLevel;
  children: ReactNode;
}

const focusableSelector = 'a[href],button:not(:disabled),input:not(:disabled),select,textarea,[tabindex]:not([tabindex="-1"])';
// Where focus lands when the control that opened the modal is gone, as after the 3 s reset.
const firstFieldSelector = 'input:not([type=hidden],[tabindex="-1"]),select,textarea';

/** A native <dialog> shown with showModal() while `open` is true. */
export function Modal({ open, onClose, title, headingLevel, children }: ModalProps) {
  const Heading = headingTag(headingLevel);
  const dialogRef = useModalDialog(open);
  const titleId = useId();

  // The page behind is inert, but Tab can still leave for the browser's own UI; keep it in the dialog.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = (event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // The buttons close the dialog itself, at once; its close event then tells the owner.
  const close = () => dialogRef.current?.close();

  // A click on the backdrop lands on the dialog element itself.
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  // Closing a dialog returns focus to what had it before (HTML "dialog focusing steps"), unless
  // that control has since been removed or disabled; then the form's first field takes it.
  function returnFocus(event: SyntheticEvent<HTMLDialogElement>) {
    onClose();
    const dialog = event.currentTarget;
    const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
    if (!active || active === document.body || dialog.contains(active))
      dialog.parentElement?.querySelector<HTMLElement>(firstFieldSelector)?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      className="oq-modal"
      part="modal"
      aria-labelledby={titleId}
      onClose={returnFocus}
      onKeyDown={keepFocusInside}
      onClick={closeOnBackdrop}
    >
      {open && (
        <div className="oq-modal__body">
          <button type="button" className="oq-modal__dismiss" aria-label="Close dialog" onClick={close} />
          <div className="oq-modal__icon" aria-hidden="true" />
          <Heading className="oq-modal__title" part="heading" id={titleId}>
            {title}
          </Heading>
          {children}
          <button type="button" className="oq-button oq-button--ghost" part="button" onClick={close}>
            Close
          </button>
        </div>
      )}
    </dialog>
  );
}
