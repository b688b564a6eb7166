import {
  accountFormOf,
  type AccountChangeRequest,
  type AccountField,
  type AccountForm,
} from '../../src/api/account-change.ts';
import type { UserInfo } from '../../src/api/session.ts';
import { formatValue } from '../submissions/submit.ts';

/** The fields a request asks to change: what differs from the profile, spaces at the ends aside. */
export function changedFields(profile: UserInfo, request: AccountChangeRequest): AccountField[] {
  const current: AccountForm = accountFormOf(profile);
  return (Object.keys(current) as AccountField[]).filter(
    (field) => current[field].trim() !== (request[field] ?? '').trim(),
  );
}

/**
 * The mail to the account managers: the changes first, each as the account has it → as requested,
 * then the fields left as they are, so the manager sees at once what to update and can check the rest.
 */
export function accountChangeMailText(
  label: string,
  who: { account: string; userName: string },
  profile: UserInfo,
  request: AccountChangeRequest,
): string {
  const current = accountFormOf(profile);
  const changed = changedFields(profile, request);
  const kept = (Object.keys(current) as AccountField[]).filter((field) => !changed.includes(field));
  const changes =
    changed.length === 0
      ? ['Changed: none (the details were sent as the account has them)']
      : [
          `Changed (${changed.length}; account → requested):`,
          ...changed.map((field) => `${field}: ${formatValue(current[field])} → ${formatValue(request[field])}`),
        ];
  return [
    `${label} submitted on the website.`,
    '',
    `account: ${formatValue(who.account)}`,
    `userName: ${formatValue(who.userName)}`,
    '',
    ...changes,
    ...(kept.length > 0 ? ['', 'Unchanged:', ...kept.map((field) => `${field}: ${formatValue(request[field])}`)] : []),
    '',
  ].join('\n');
}
