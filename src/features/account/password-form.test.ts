import { describe, expect, it } from 'vitest';
import {
  CONFIRM_PASSWORD_MESSAGE,
  NEW_PASSWORD_MESSAGE,
  OLD_PASSWORD_MESSAGE,
  newPasswordForm,
  passwordForm,
  type PasswordForm,
} from './password-form.ts';
import { schemaMessages } from '../forms/schema-messages.test-support.ts';

const validatePasswordForm = (form: PasswordForm) => schemaMessages(passwordForm, form);

describe('change password form', () => {
  it('accepts an old password and a strong new one typed twice', () => {
    expect(validatePasswordForm({ oldPassword: 'x', newPassword: 'Abc123', confirmNewPassword: 'Abc123' })).toEqual({});
  });

  it('asks for the old password, a strong new one and a matching confirmation', () => {
    expect(validatePasswordForm({ oldPassword: '', newPassword: 'abc123', confirmNewPassword: 'abc12' })).toEqual({
      oldPassword: OLD_PASSWORD_MESSAGE,
      newPassword: NEW_PASSWORD_MESSAGE,
      confirmNewPassword: CONFIRM_PASSWORD_MESSAGE,
    });
  });

  it('needs six characters with an uppercase, a lowercase and a digit', () => {
    for (const weak of ['Ab1', 'abcdef1', 'ABCDEF1', 'Abcdefg', `A1${'b'.repeat(200)}`]) {
      expect(validatePasswordForm({ oldPassword: 'x', newPassword: weak, confirmNewPassword: weak }).newPassword).toBe(
        NEW_PASSWORD_MESSAGE,
      );
    }
  });
});

describe('new password form (password reset)', () => {
  it('keeps the rule and the confirmation of Change Password, without the old password', () => {
    expect(schemaMessages(newPasswordForm, { newPassword: 'Abc123', confirmNewPassword: 'Abc123' })).toEqual({});
    expect(schemaMessages(newPasswordForm, { newPassword: 'abc123', confirmNewPassword: 'abc12' })).toEqual({
      newPassword: NEW_PASSWORD_MESSAGE,
      confirmNewPassword: CONFIRM_PASSWORD_MESSAGE,
    });
  });
});
