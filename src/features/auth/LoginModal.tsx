import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { $modal, closeModal, openModal } from '../session/modal.store.ts';
import { $isAuthenticated, clearAuthErrorAfterClose } from '../session/auth.store.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import '../forms/forms.css';
import './auth.css';

const insiderBenefits = ['Product pricing and availability', 'Request orders', 'Training videos and resources'];

function closeLogin(): void {
  closeModal();
  clearAuthErrorAfterClose();
}

/** The login modal: Become an Insider panel beside the Sign In tab. */
export function LoginModal({ open }: { open: boolean }) {
  const isAuthenticated = useStore($isAuthenticated);
  const { reason } = useStore($modal);
  const [forgot, setForgot] = useState(false);
  useEffect(() => {
    if (open && isAuthenticated) closeLogin();
  }, [open, isAuthenticated]);
  // Each opening starts on the Sign In form.
  useEffect(() => {
    if (!open) setForgot(false);
  }, [open]);

  return (
    <Modal open={open} onClose={closeLogin} title="Sign In" hideTitle size="large">
      <div className="login">
        <section className="login__insider" aria-labelledby="insider-heading">
          <h3 id="insider-heading">Become an Insider</h3>
          <ul>
            {insiderBenefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <button type="button" className="button button--ghost" onClick={() => openModal('register')}>
            Request Register
          </button>
        </section>
        <section className="login__tabs">
          <div role="tablist" aria-label="Sign in">
            <button
              type="button"
              role="tab"
              id="login-tab"
              aria-selected="true"
              aria-controls="login-panel"
              className="login__tab"
            >
              Sign In
            </button>
          </div>
          <div role="tabpanel" id="login-panel" aria-labelledby="login-tab">
            {forgot ? (
              <ForgotPasswordForm onBack={() => setForgot(false)} />
            ) : (
              <>
                {reason && <p className="login__reason">{reason}</p>}
                <LoginForm />
                <button type="button" className="login__forgot" onClick={() => setForgot(true)}>
                  Forgot password?
                </button>
              </>
            )}
          </div>
        </section>
      </div>
    </Modal>
  );
}
