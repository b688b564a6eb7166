import { PASSWORD_PATTERN } from '../../api/patterns.ts';
import type { FieldErrors } from '../forms/validation.ts';

export const OLD_PASSWORD_MESSAGE = 'Please enter your old password';
export const NEW_PASSWORD_MESSAGE =
  'Your password must have at least 6 characters, an uppercase, a lowercase and a number';
export const CONFIRM_PASSWORD_MESSAGE = 'Entered password must match the new password';
/** Longer passwords are refused before any pattern runs. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
export type PasswordForm = Record<PasswordField, string>;

export const emptyPasswordForm: PasswordForm = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** The change-password rules of section 5, with their messages. */
export function validatePasswordForm(form: PasswordForm): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  if (form.oldPassword === '') errors.oldPassword = OLD_PASSWORD_MESSAGE;
  if (form.newPassword.length > PASSWORD_MAX_LENGTH || !PASSWORD_PATTERN.test(form.newPassword)) {
    errors.newPassword = NEW_PASSWORD_MESSAGE;
  }
  if (form.confirmNewPassword !== form.newPassword) errors.confirmNewPassword = CONFIRM_PASSWORD_MESSAGE;
  return errors;
}
