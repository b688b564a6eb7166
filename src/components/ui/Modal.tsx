import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import './modal.css';

interface ModalProps {
  open: boolean;
  /** Asked to close: Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Hide the heading visually (when a panel inside shows its own). */
  hideTitle?: boolean;
  size?: 'small' | 'large';
  children: ReactNode;
}

let openCount = 0;

/** Page scrolling stops while any modal is open. */
function lockScroll(locked: boolean): void {
  openCount = Math.max(0, openCount + (locked ? 1 : -1));
  document.documentElement.classList.toggle('modal-open', openCount > 0);
}

/**
 * A modal dialog on the native <dialog> element: shown with showModal(), the rest of the page is
 * inert (focus stays inside), Escape asks to close, and focus returns to the element that had it
 * when the dialog opened. The caller owns `open`.
 */
export function Modal({ open, onClose, title, hideTitle = false, size = 'small', children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Layout effects: the opener is read before showModal() moves focus, and focus goes back to it
  // before the dialog leaves the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    lockScroll(true);
    return () => {
      lockScroll(false);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
          {title}
        </h2>
        <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
