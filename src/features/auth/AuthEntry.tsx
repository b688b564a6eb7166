import { openModal } from '../session/modal.store.ts';
import { ModalHost } from './ModalHost.tsx';
import { useModalRequests } from './modal-requests.ts';

/**
 * The header's Login link and the sign-in modals. Hydrated on first interaction, so anonymous
 * visitors load it only when they reach for it, or when the page asks for a modal.
 */
export default function AuthEntry() {
  useModalRequests();
  return (
    <>
      <button type="button" className="header-login" aria-haspopup="dialog" onClick={() => openModal('login')}>
        Login
      </button>
      <ModalHost />
    </>
  );
}
