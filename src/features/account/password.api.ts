import { ChangePassword } from '../../api/calls/session.ts';
import type { ChangePasswordRequest } from '../../api/session.ts';
import { api } from '../session/api.ts';

/** The Change Password page's one call, apart from the account data calls so the page stays light. */
export function changePassword(request: ChangePasswordRequest) {
  return api.call(ChangePassword, request);
}
