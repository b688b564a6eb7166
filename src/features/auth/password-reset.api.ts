import { RequestPasswordReset, ResetPassword } from '../../api/calls/session.ts';
import type { PasswordResetRequest, ResetPasswordRequest } from '../../api/session.ts';
import { api } from '../session/api.ts';

/** "Forgot password?": the server answers alike whether the account exists or not. */
export const requestPasswordReset = (request: PasswordResetRequest) => api.call(RequestPasswordReset, request);

/** Sets the new password with the token of the mailed link. */
export const resetPassword = (request: ResetPasswordRequest) => api.call(ResetPassword, request);
