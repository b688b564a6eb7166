import { mayUse, type Capability } from '../../config/company-roles.ts';
import type { UserInfo } from '../../api/session.ts';

/**
 * Whether the signed-in login may use `capability` by its company role; a profile without a role
 * (a host before company accounts) may use everything, as the server then allows; staff signed in
 * as the login may also read what the role table lets staff read.
 */
export function userMay(info: Pick<UserInfo, 'Role' | 'Staff'> | null | undefined, capability: Capability): boolean {
  return mayUse(info?.Role ?? 'admin', capability, info?.Staff);
}
