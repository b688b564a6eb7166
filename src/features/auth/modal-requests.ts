import { useEffect } from 'react';
import { openModal, type ModalName } from '../session/modal.store.ts';
import { LOGIN_WAKE_EVENT } from '../session/sign-in.ts';

/** Modals a page may ask for with `data-open-modal`. */
const openable: readonly ModalName[] = ['login', 'register'];

/**
 * Opens the modal the page asked for before this island had loaded (the header's script leaves the
 * request on <html data-modal-request> and wakes the island), and any asked for later.
 */
export function useModalRequests(): void {
  useEffect(() => {
    const take = () => {
      const root = document.documentElement;
      const name = openable.find((modal) => modal === root.dataset.modalRequest);
      const reason = root.dataset.modalReason || undefined;
      delete root.dataset.modalRequest;
      delete root.dataset.modalReason;
      if (name) openModal(name, reason);
    };
    take();
    window.addEventListener(LOGIN_WAKE_EVENT, take);
    return () => window.removeEventListener(LOGIN_WAKE_EVENT, take);
  }, []);
}
