// A modal dialog in the top layer (product rules §8.4): the page behind is inert, Escape closes it, and
// focus goes back where it was.
import { useId, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
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
const firstFieldSelector = 'input:not([type=hidden],[tabindex="-1"]),select,textarea';

/**
 * A native <dialog> shown with showModal() while `open` is true. The browser keeps Tab within the dialog and its own
 * controls (the page behind is inert), so no script traps focus.
 */
export function Modal({ open, onClose, title, headingLevel, children }: ModalProps) {
  const Heading = headingTag(headingLevel);
  const dialogRef = useModalDialog(open);
  const titleId = useId();

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
