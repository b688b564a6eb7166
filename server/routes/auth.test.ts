import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

describe('POST /Login', () => {
  it('signs in by user name and by email, in any letter case', async () => {
    const byName = await api.call('Login', { Email: 'dealer', Password: 'Demo1234' });
    const byEmail = await api.call('Login', { Email: 'DEALER@example.com', Password: 'Demo1234' });
    expect(byEmail.userId).toBe(byName.userId);
    expect(byName.token.split('.')).toHaveLength(3);
  });

  it('answers 401 for a wrong password or an unknown user', async () => {
    for (const body of [
      { Email: 'dealer', Password: 'demo1234' },
      { Email: 'nobody', Password: 'Demo1234' },
    ]) {
      const answer = await api.send('Login', body);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'Invalid username or password', issues: [] });
    }
  });

  it('answers 400 naming a missing field', async () => {
    const answer = await api.send('Login', { Email: 'dealer' });
    expect(answer.status).toBe(400);
    expect(issueFields(answer.body)).toEqual(['Password']);
  });
});

describe('POST /api/Account/ParseProperties', () => {
  it("answers the token's own profile", async () => {
    const { token, userId } = await api.login('distributor');
    const { ProfileSettings } = await api.call('ParseProperties', { UserId: userId }, { token });
    expect(ProfileSettings[0]).toMatchObject({
      UserName: 'distributor',
      AccountType: 'Distributor',
      Account: 'C10045',
    });
  });

  it("answers 404 for another user's id and 401 without a token", async () => {
    const { token } = await api.login('dealer');
    const other = await api.login('retail');
    expect((await api.send('ParseProperties', { UserId: other.userId }, { token })).status).toBe(404);
    expect((await api.send('ParseProperties', { UserId: other.userId })).status).toBe(401);
  });

  it('answers 400 for a UserId that is not a number', async () => {
    const { token } = await api.login('dealer');
    const answer = await api.send('ParseProperties', { UserId: 'me' }, { token });
    expect(answer.status).toBe(400);
    expect(issueFields(answer.body)).toEqual(['UserId']);
  });
});

describe('POST /ChangePassword', () => {
  const change = (
    userId: number,
    fields: Partial<Record<'CurrentPassword' | 'NewPassword' | 'ConfirmPassword', string>>,
  ) => ({
    CurrentPassword: 'Demo1234',
    NewPassword: 'Better99',
    ConfirmPassword: 'Better99',
    UserId: userId,
    ...fields,
  });

  it('refuses a wrong current password, a weak password and a mismatched confirmation', async () => {
    const { token, userId } = await api.login('dealerint');
    const cases = [
      [{ CurrentPassword: 'Wrong123' }, 'CurrentPassword'],
      [{ NewPassword: 'better99', ConfirmPassword: 'better99' }, 'NewPassword'],
      [{ ConfirmPassword: 'Better98' }, 'ConfirmPassword'],
    ] as const;
    for (const [fields, field] of cases) {
      const answer = await api.send('ChangePassword', change(userId, fields), { token });
      expect(answer.status).toBe(400);
      expect(issueFields(answer.body)).toEqual([field]);
    }
    await api.login('dealerint');
  });

  it('changes the password so only the new one signs in', async () => {
    const { token, userId } = await api.login('distributorint');
    expect(await api.call('ChangePassword', change(userId, {}), { token })).toEqual({ status: 200 });
    expect((await api.send('Login', { Email: 'distributorint', Password: 'Demo1234' })).status).toBe(401);
    await api.call('Login', { Email: 'distributorint', Password: 'Better99' });
  });

  it("answers 401 without a token and 404 for another user's id, changing nothing", async () => {
    expect((await api.send('ChangePassword', change(1, {}))).status).toBe(401);
    const { token } = await api.login('retail');
    const other = await api.login('staff');
    expect((await api.send('ChangePassword', change(other.userId, {}), { token })).status).toBe(404);
    await api.call('Login', { Email: 'staff', Password: 'Demo1234' });
  });
});

describe('GET /ImpersonateUser', () => {
  const impersonations = async () =>
    (
      await sql<{
        staff_account_id: number;
        target_account_id: number;
      }>`SELECT * FROM impersonations ORDER BY id`.execute(api.ctx.db)
    ).rows;

  it('gives staff a token for the named user and records it', async () => {
    const staff = await api.login('staff');
    const result = await api.call('ImpersonateUser', { username: 'dealer' }, { token: staff.token });
    const { ProfileSettings } = await api.call('ParseProperties', { UserId: result.userId }, { token: result.token });
    expect(ProfileSettings[0]?.UserName).toBe('dealer');
    expect((await impersonations()).at(-1)).toMatchObject({
      staff_account_id: staff.userId,
      target_account_id: result.userId,
    });
  });

  it('refuses any other account with 403, no token with 401, and an unknown user with 404', async () => {
    const before = (await impersonations()).length;
    const dealer = await api.login('dealer');
    const staff = await api.login('staff');
    expect((await api.send('ImpersonateUser', { username: 'distributor' }, { token: dealer.token })).status).toBe(403);
    expect((await api.send('ImpersonateUser', { username: 'distributor' })).status).toBe(401);
    expect((await api.send('ImpersonateUser', { username: 'nobody' }, { token: staff.token })).status).toBe(404);
    expect(await impersonations()).toHaveLength(before);
  });

  it('lets staff in an impersonation session go on to another user, answering 404 for an unknown one', async () => {
    const staff = await api.login('staff');
    const asDealer = await api.call('ImpersonateUser', { username: 'dealer' }, { token: staff.token });
    const before = (await impersonations()).length;
    expect((await api.send('ImpersonateUser', { username: 'nobody' }, { token: asDealer.token })).status).toBe(404);
    expect(await impersonations()).toHaveLength(before);
    const asDistributor = await api.call('ImpersonateUser', { username: 'distributor' }, { token: asDealer.token });
    expect((await impersonations()).at(-1)).toMatchObject({
      staff_account_id: staff.userId,
      target_account_id: asDistributor.userId,
    });
    const claims = JSON.parse(Buffer.from(asDistributor.token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ name: 'distributor', imp: 'staff' });
  });

  it('answers 400 naming username when it is missing', async () => {
    const staff = await api.login('staff');
    const answer = await api.send('ImpersonateUser', {}, { token: staff.token });
    expect(answer.status).toBe(400);
    expect(issueFields(answer.body)).toEqual(['username']);
  });
});
