// A modal dialog in the top layer (product rules §8.4): focus stays inside, Escape closes it, and
// focus goes back where it was.
import { type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
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

// Where focus lands when the control that opened the modal is gone, as after the 3 s reset.
const firstFieldSelector = 'input:not([type=hidden],[tabindex="-1"])';

/** A native <dialog> shown with showModal() while `open` is true. */
export function Modal({ open, onClose, title, headingLevel, children }: ModalProps) {
  const Heading = headingTag(headingLevel);
  const dialogRef = useModalDialog(open);

  // The page behind is inert, but Tab can still leave for the browser's own UI; keep it in the dialog. Its first
  // control is always the close icon and its last the Close button, with only links between them.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    const buttons = event.currentTarget.querySelectorAll('button');
    const [first, last] = [buttons[0], buttons[buttons.length - 1]];
    if (event.key === 'Tab' && event.target === (event.shiftKey ? first : last)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  }

  // The buttons close the dialog itself, at once; its close event then tells the owner.
  const close = () => dialogRef.current?.close();

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
      aria-label={title}
      onClose={returnFocus}
      onKeyDown={keepFocusInside}
      // A click on the backdrop closes it, where the browser knows closedby (Chromium, Firefox); elsewhere the
      // Close button and Escape do.
      closedby="any"
    >
      {open && (
        <div className="oq-modal__body">
          <button type="button" className="oq-modal__dismiss" aria-label="Close dialog" onClick={close} />
          <div className="oq-modal__icon" aria-hidden="true" />
          <Heading className="oq-modal__title" part="heading">
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
