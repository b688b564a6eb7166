import * as z from 'zod/mini';
import { changePasswordRequest } from '../../api/session.ts';

export const OLD_PASSWORD_MESSAGE = 'Please enter your old password';
export const NEW_PASSWORD_MESSAGE =
  'Your password must have at least 6 characters, an uppercase, a lowercase and a number';
export const CONFIRM_PASSWORD_MESSAGE = 'Entered password must match the new password';
export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
export type PasswordForm = Record<PasswordField, string>;

const newPasswordFields = {
  newPassword: changePasswordRequest.shape.NewPassword,
  confirmNewPassword: z.string(),
};
/* @__NO_SIDE_EFFECTS__ */
function confirmMatches() {
  return z.refine<{ newPassword: string; confirmNewPassword: string }>(
    (form) => form.confirmNewPassword === form.newPassword,
    {
      error: CONFIRM_PASSWORD_MESSAGE,
      path: ['confirmNewPassword'],
    },
  );
}

/** The change-password rules of section 5, with their messages: the contract's ChangePassword body. */
export const passwordForm = z
  .object({ oldPassword: changePasswordRequest.shape.CurrentPassword, ...newPasswordFields })
  .check(confirmMatches());

/** A new password typed twice under the same rules: the password reset page. */
export const newPasswordForm = z.object(newPasswordFields).check(confirmMatches());
export type NewPasswordForm = Pick<PasswordForm, 'newPassword' | 'confirmNewPassword'>;
