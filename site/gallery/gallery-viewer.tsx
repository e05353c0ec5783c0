// The full-screen image viewer (product rules §2.6): a modal <dialog>, closed by its button, Escape or the backdrop.
import '../styles/gallery-viewer.css';
import type { MouseEvent } from 'react';
import { useModalDialog } from '../../common/ui/use-modal-dialog';
import type { GalleryItem } from '../content/gallery';
import { Icon } from '../ui/icon';
import { GalleryPictures } from './gallery-pictures';

interface GalleryViewerProps {
  /** The item shown; null keeps the dialog closed. */
  item: GalleryItem | null;
  onClose: () => void;
}

/** A dialog in the top layer showing `item` as large as the screen allows. */
export function GalleryViewer({ item, onClose }: GalleryViewerProps) {
  const dialogRef = useModalDialog(item !== null);

  // A click on the backdrop lands on the dialog element itself.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog ref={dialogRef} className="viewer" aria-labelledby="viewer-title" onClose={onClose} onClick={closeOnBackdrop}>
      {item && (
        <div className="viewer__body">
          <div className="viewer__bar">
            <h2 id="viewer-title">{item.title}</h2>
            <button type="button" className="viewer__close" onClick={onClose}>
              <Icon name="close" />
              <span>Close</span>
            </button>
          </div>
          <div className="viewer__pictures">
            <GalleryPictures item={item} sizes="100vw" priority />
          </div>
          <p className="viewer__caption">{item.description}</p>
        </div>
      )}
    </dialog>
  );
}
