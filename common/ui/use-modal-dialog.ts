// Keeps a native <dialog> shown as a modal, in the top layer, exactly while `open` is true.
import { useEffect, useRef } from 'react';

/** A ref for a <dialog> element that showModal()s it when `open` turns true and closes it when false. */
export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return dialogRef;
}
