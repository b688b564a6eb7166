import * as z from 'zod/mini';
import { changePasswordRequest } from '../../api/session.ts';

export const OLD_PASSWORD_MESSAGE = 'Please enter your old password';
export const NEW_PASSWORD_MESSAGE =
  'Your password must have at least 6 characters, an uppercase, a lowercase and a number';
export const CONFIRM_PASSWORD_MESSAGE = 'Entered password must match the new password';
export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
export type PasswordForm = Record<PasswordField, string>;

/** The change-password rules of section 5, with their messages: the contract's ChangePassword body. */
export const passwordForm = z
  .object({
    oldPassword: changePasswordRequest.shape.CurrentPassword,
    newPassword: changePasswordRequest.shape.NewPassword,
    confirmNewPassword: z.string(),
  })
  .check(
    z.refine((form) => form.confirmNewPassword === form.newPassword, {
      error: CONFIRM_PASSWORD_MESSAGE,
      path: ['confirmNewPassword'],
    }),
  );
