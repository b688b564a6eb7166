import { openModal } from '../session/modal.store.ts';
import { ModalHost } from './ModalHost.tsx';

/**
 * The header's Login link and the sign-in modals. Hydrated on first interaction, so anonymous
 * visitors load it only when they reach for it.
 */
export default function AuthEntry() {
  return (
    <>
      <button type="button" className="header-login" aria-haspopup="dialog" onClick={() => openModal('login')}>
        Login
      </button>
      <ModalHost />
    </>
  );
}
