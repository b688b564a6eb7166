import * as z from 'zod/mini';
import { int, intId, MESSAGES, nonEmpty, passwordRule } from './rules.ts';

/** `Email` holds the user name or the email address. */
export const loginRequest = z.object({
  Email: nonEmpty('Username or email is required'),
  Password: z.string({ error: 'Password is required' }).check(z.minLength(1, { error: 'Password is required' })),
});
export const loginResponse = z.object({
  token: z.string().check(z.minLength(1)),
  userId: int(),
});

export const impersonateRequest = z.object({ username: nonEmpty('Invalid username') });

export const profileRequest = z.object({ UserId: intId });

/** User info; AccountType is Dealer, Distributor, DealerInt, DistributorInt, or anything else (retail). */
export const userInfo = z.object({
  UserName: z.string(),
  Company: z.string(),
  Contact: z.string(),
  Phone: z.nullable(z.string()),
  Fax: z.nullable(z.string()),
  Address: z.string(),
  Address2: z.nullable(z.string()),
  City: z.string(),
  State: z.string(),
  Zip: z.string(),
  Country: z.string(),
  ShipCompany: z.string(),
  ShipContact: z.string(),
  ShipAddress: z.string(),
  ShipAddress2: z.nullable(z.string()),
  ShipCity: z.string(),
  ShipState: z.string(),
  ShipZip: z.string(),
  ShipCountry: z.string(),
  /** Business partner id, sent as `bpid`/`src` by the account calls. */
  Account: z.string(),
  AccountType: z.string(),
});
/** The signed-in user's info is the first entry. */
export const profileResponse = z.object({ ProfileSettings: z.array(userInfo) });

export const changePasswordRequest = z
  .object({
    CurrentPassword: nonEmpty('Please enter your old password'),
    NewPassword: passwordRule(MESSAGES.password),
    ConfirmPassword: z.string({ error: 'Entered password must match the new password' }),
    UserId: intId,
  })
  .check(
    z.refine((body) => body.ConfirmPassword === body.NewPassword, {
      error: 'Entered password must match the new password',
      path: ['ConfirmPassword'],
    }),
  );

export type LoginRequest = z.input<typeof loginRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type ImpersonateRequest = z.input<typeof impersonateRequest>;
export type ProfileRequest = z.input<typeof profileRequest>;
export type UserInfo = z.infer<typeof userInfo>;
export type ProfileResponse = z.infer<typeof profileResponse>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;
