import { expect } from 'vitest';
import type { CompanyRole } from '../../src/config/company-roles.ts';
import type { TestApi } from '../accounts/test-server.ts';
import { sql } from '../db/index.ts';
import { settleDeliveries } from '../mail/outbox.ts';

/** The password every invited colleague of the tests sets. */
export const MEMBER_PASSWORD = 'Colleague2026';

/** The token of the last invitation mailed to `email`. */
export async function invitationTokenFor(api: TestApi, email: string): Promise<string> {
  await settleDeliveries();
  const { rows } = await sql<{ body: string }>`
    SELECT body FROM outbox WHERE mail_to = ${email} AND kind = 'company-invitation' ORDER BY id DESC LIMIT 1`.execute(
    api.ctx.db,
  );
  const token = rows[0]?.body.match(/\/account\/invitation#token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No invitation was mailed to ${email}`);
  return token;
}

export const acceptInvitation = (api: TestApi, Token: string, password = MEMBER_PASSWORD) =>
  api.send('AcceptInvitation', { Token, NewPassword: password, ConfirmPassword: password });

let invited = 0;

/** Invites a colleague into `admin`'s company with `role`, accepts the link, and signs them in. */
export async function invitedMember(api: TestApi, admin: string, role: CompanyRole) {
  invited += 1;
  const userName = `${role}${invited}`;
  const email = `${userName}@${admin}.example`;
  const { token } = await api.login(admin);
  const { members } = await api.call('InviteMember', { UserName: userName, Email: email, Role: role }, { token });
  const memberId = members.find((row) => row.UserName === userName)!.MemberId;
  expect((await acceptInvitation(api, await invitationTokenFor(api, email))).status).toBe(200);
  const login = await api.call('Login', { Email: userName, Password: MEMBER_PASSWORD });
  return { ...login, userName, email, memberId };
}
