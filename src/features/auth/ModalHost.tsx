import { useStore } from '@nanostores/react';
import { Modal } from '../../components/ui/Modal.tsx';
import { RegisterModal } from '../forms/RegisterModal.tsx';
import { REGISTRATION_THANKS_TEXT, REGISTRATION_THANKS_TITLE } from '../forms/registration.ts';
import { $modal, closeModal } from '../session/modal.store.ts';
import { LoginModal } from './LoginModal.tsx';

/** The modals of the sign-in journey; one is open at a time (the modal store says which). */
export function ModalHost() {
  const { name, showModal } = useStore($modal);
  const current = showModal ? name : null;
  return (
    <>
      <LoginModal open={current === 'login'} />
      <RegisterModal open={current === 'register'} />
      <Modal open={current === 'registered'} onClose={closeModal} title={REGISTRATION_THANKS_TITLE}>
        <p>{REGISTRATION_THANKS_TEXT}</p>
        <button type="button" className="button" onClick={closeModal}>
          OK
        </button>
      </Modal>
    </>
  );
}
