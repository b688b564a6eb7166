import * as z from 'zod/mini';
import { companyRoles, INVALID_INVITATION } from '../config/company-roles.ts';
import { FIELD_MAX_LENGTH, MESSAGES } from './patterns.ts';
import { atMost, int, intId, nonEmpty, onFirstUse, passwordRule, text } from './rules.ts';

/** `Email` holds the user name or the email address. */
export const loginRequest = z.object({
  Email: nonEmpty('Username or email is required'),
  Password: z
    .string({ error: 'Password is required' })
    .check(atMost(FIELD_MAX_LENGTH, 'Password is required'), z.minLength(1, { error: 'Password is required' })),
});
export const loginResponse = onFirstUse(() =>
  z.object({
    token: text().check(z.minLength(1)),
    userId: int(),
  }),
);

export const impersonateRequest = z.object({ username: nonEmpty('Invalid username') });

export const profileRequest = z.object({ UserId: intId });

/** User info; AccountType is Dealer, Distributor, DealerInt, DistributorInt, or anything else (retail). */
export const userInfo = z.object({
  UserName: text(),
  Company: text(),
  Contact: text(),
  Phone: z.nullable(text()),
  Fax: z.nullable(text()),
  Address: text(),
  Address2: z.nullable(text()),
  City: text(),
  State: text(),
  Zip: text(),
  Country: text(),
  ShipCompany: text(),
  ShipContact: text(),
  ShipAddress: text(),
  ShipAddress2: z.nullable(text()),
  ShipCity: text(),
  ShipState: text(),
  ShipZip: text(),
  ShipCountry: text(),
  /** Business partner id, sent as `bpid`/`src` by the account calls. */
  Account: text(),
  AccountType: text(),
  /** The signed-in login's role in its company; hosts before company accounts leave it out (full access). */
  Role: z.optional(z.enum(companyRoles)),
  /** True while staff is signed in as this login: the staff view reads a little more (see company-roles.ts). */
  Staff: z.optional(z.boolean()),
});
/** The signed-in user's info is the first entry. */
export const profileResponse = onFirstUse(() => z.object({ ProfileSettings: z.array(userInfo) }));

const CONFIRM_MESSAGE = 'Entered password must match the new password';

/** A new password under the spec's rule, typed twice: shared by ChangePassword and ResetPassword. */
const newPasswordFields = {
  NewPassword: passwordRule(MESSAGES.password),
  ConfirmPassword: z.string({ error: CONFIRM_MESSAGE }).check(atMost(FIELD_MAX_LENGTH, CONFIRM_MESSAGE)),
};
/* @__NO_SIDE_EFFECTS__ */
function confirmMatches() {
  return z.refine<{ NewPassword: string; ConfirmPassword: string }>(
    (body) => body.ConfirmPassword === body.NewPassword,
    { error: CONFIRM_MESSAGE, path: ['ConfirmPassword'] },
  );
}

export const changePasswordRequest = z
  .object({ CurrentPassword: nonEmpty('Please enter your old password'), ...newPasswordFields, UserId: intId })
  .check(confirmMatches());

/** "Forgot password?": the user name or email of the account. The answer is the same whether it exists or not. */
export const passwordResetRequest = z.object({ Login: nonEmpty('Username or email is required') });

/** The single-use token from the reset mail's link, and the new password. */
export const resetPasswordRequest = z
  .object({ Token: nonEmpty('This reset link is not valid'), ...newPasswordFields })
  .check(confirmMatches());

/** The single-use token of an invitation mail's link, and the colleague's first password. */
export const acceptInvitationRequest = z
  .object({ Token: nonEmpty(INVALID_INVITATION), ...newPasswordFields })
  .check(confirmMatches());

export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;
export type LoginRequest = z.input<typeof loginRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type ImpersonateRequest = z.input<typeof impersonateRequest>;
export type ProfileRequest = z.input<typeof profileRequest>;
export type UserInfo = z.infer<typeof userInfo>;
export type ProfileResponse = z.infer<typeof profileResponse>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
