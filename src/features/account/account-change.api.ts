import { RequestAccountChange } from '../../api/calls/account.ts';
import type { AccountChangeRequest } from '../../api/account-change.ts';
import { api } from '../session/api.ts';

/** Account information's one call: the changes go to the account manager, who updates the account. */
export const requestAccountChange = (request: AccountChangeRequest) => api.call(RequestAccountChange, request);
