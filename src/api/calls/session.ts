import { statusAck } from '../ack.ts';
import {
  changePasswordRequest,
  impersonateRequest,
  loginRequest,
  loginResponse,
  passwordResetRequest,
  profileRequest,
  resetPasswordRequest,
  profileResponse,
} from '../session.ts';
import { noInput } from '../catalog.ts';
import { defineCall } from '../define-call.ts';

/** Sign-in, profile, impersonation and password calls. */

export const Login = defineCall({
  name: 'Login',
  method: 'POST',
  path: '/Login',
  auth: 'none',
  request: loginRequest,
  response: loginResponse,
});
export const ParseProperties = defineCall({
  name: 'ParseProperties',
  method: 'POST',
  path: '/api/Account/ParseProperties',
  auth: 'bearer',
  request: profileRequest,
  response: profileResponse,
});
export const ImpersonateUser = defineCall({
  name: 'ImpersonateUser',
  method: 'GET',
  path: '/ImpersonateUser',
  auth: 'bearer',
  request: impersonateRequest,
  response: loginResponse,
});
export const ChangePassword = defineCall({
  name: 'ChangePassword',
  method: 'POST',
  path: '/ChangePassword',
  auth: 'bearer',
  request: changePasswordRequest,
  response: statusAck,
});
/** Signing out: the server revokes the token sent, which then answers 401 wherever it is used. */
export const Logout = defineCall({
  name: 'Logout',
  method: 'POST',
  path: '/Logout',
  auth: 'bearer',
  request: noInput,
  response: statusAck,
});
/** "Forgot password?": mails a single-use reset link when the account exists; the answer is the same either way. */
export const RequestPasswordReset = defineCall({
  name: 'RequestPasswordReset',
  method: 'POST',
  path: '/RequestPasswordReset',
  auth: 'none',
  request: passwordResetRequest,
  response: statusAck,
});
/** Sets a new password with the token of a reset link; every earlier session of the account ends. */
export const ResetPassword = defineCall({
  name: 'ResetPassword',
  method: 'POST',
  path: '/ResetPassword',
  auth: 'none',
  request: resetPasswordRequest,
  response: statusAck,
});
