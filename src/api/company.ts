import * as z from 'zod/mini';
import { companyRoles } from '../config/company-roles.ts';
import { emailRule, int, intId, nonEmpty, onFirstUse, text } from './rules.ts';

const role = z.enum(companyRoles, { error: 'Please choose a role' });

/** A login of the company; `Owner` is the company's own account, its first admin, which stays. */
export const companyMember = onFirstUse(() =>
  z.object({
    MemberId: int(),
    UserName: text(),
    Email: text(),
    Role: role,
    Status: z.enum(['invited', 'active', 'disabled']),
    Owner: z.boolean(),
  }),
);
/** Every member of the caller's company, the owner first; each change answers the list as it now is. */
export const membersResponse = onFirstUse(() => z.object({ members: z.array(companyMember) }));

export const membersRequest = z.object({});

/** A colleague to invite: the user name they will sign in with, where the invitation goes, their role. */
export const inviteMemberRequest = z.object({
  UserName: nonEmpty('Please enter a user name'),
  Email: emailRule(),
  Role: role,
});
export const memberRoleRequest = z.object({ MemberId: intId, Role: role });
/** Disabled: the member's sessions end at once and sign-in is refused until enabled again. */
export const memberStatusRequest = z.object({ MemberId: intId, Disabled: z.boolean() });
export const memberIdRequest = z.object({ MemberId: intId });

export type CompanyMember = z.infer<typeof companyMember>;
export type MembersResponse = z.infer<typeof membersResponse>;
export type InviteMemberRequest = z.input<typeof inviteMemberRequest>;
