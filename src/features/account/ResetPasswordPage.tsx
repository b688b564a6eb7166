import { passwordReset } from '../../config/password-reset.ts';
import { LinkPasswordForm } from './LinkPasswordForm.tsx';
import { resetPassword } from '../auth/password-reset.api.ts';

/**
 * /reset-password: a new password set with the token of the mailed link. The page is drawn at build
 * time and hydrates on first use.
 */
export default function ResetPasswordPage() {
  return (
    <LinkPasswordForm
      legend="Choose a new password"
      submitLabel="Set new password"
      doneText={passwordReset.doneText}
      invalidLinkText={passwordReset.invalidLinkText}
      send={resetPassword}
    />
  );
}
