import * as z from 'zod/mini';
import { companyRoles } from '../config/company-roles.ts';
import { emailRule, int, intId, matching, nonEmpty, onFirstUse, text } from './rules.ts';

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
    /** Spending limits, applied while the member is a Buyer; null is no limit. */
    OrderLimit: z.nullable(z.number()),
    MonthLimit: z.nullable(z.number()),
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

/** The largest limit a form takes: ten million, as prices are bounded. */
const LIMIT_MAX = 10_000_000;
const LIMIT_MESSAGE = 'Enter an amount such as 500 or 1250.50, or leave it empty for no limit';
const limit = z.nullable(z.number({ error: LIMIT_MESSAGE }).check(z.nonnegative(), z.maximum(LIMIT_MAX)));
/** A member's spending limits per order and per calendar month; null is no limit. */
export const memberLimitsRequest = z.object({ MemberId: intId, OrderLimit: limit, MonthLimit: limit });

/** A limit as typed: dollars and cents, or empty for none. */
const limitText = matching(/^\s*(\d{1,8}(\.\d{1,2})?)?\s*$/, LIMIT_MESSAGE, 20);
/** The limits form of the Members page. */
export const memberLimitsForm = z.object({ OrderLimit: limitText, MonthLimit: limitText });

/** A limit typed in the form as the request carries it. */
export const limitOfText = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed.trim()));

export type CompanyMember = z.infer<typeof companyMember>;
export type MembersResponse = z.infer<typeof membersResponse>;
export type InviteMemberRequest = z.input<typeof inviteMemberRequest>;
export type MemberLimitsForm = z.input<typeof memberLimitsForm>;
export type MemberLimitsRequest = z.output<typeof memberLimitsRequest>;
