import { accountFormOf } from '../../src/api/account-change.ts';
import { callSamples } from '../../src/api/samples/index.ts';
import { sql } from '../db/index.ts';
import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

const change = { ...callSamples.RequestAccountChange.request, company: 'Summit AV West', city: 'Boulder' };

describe('POST /api/Account/RequestAccountChange', () => {
  it('files the change for the account manager and mails it, changing nothing on the account', async () => {
    const { token, userId } = await api.login('dealer');
    const before = await api.call('ParseProperties', { UserId: userId }, { token });
    const ack = await api.call('RequestAccountChange', change, { token });

    const [stored] = (
      await sql<Record<string, unknown>>`
        SELECT s.kind, s.account_id, s.payload, o.mail_to, o.reply_to, o.subject, o.body FROM submissions s
        JOIN outbox o ON o.id = s.outbox_id WHERE s.id = ${ack.id}`.execute(api.ctx.db)
    ).rows;
    expect(stored).toMatchObject({
      kind: 'account-change-request',
      account_id: userId,
      mail_to: 'sales@example-av.com',
      reply_to: 'dealer@example.com',
    });
    expect(String(stored?.body)).toContain('company: Summit AV Integration → Summit AV West');
    expect(String(stored?.body)).toContain('address2: Suite 300 → Suite 200');
    expect(String(stored?.body)).toContain(`account: ${before.ProfileSettings[0]?.Account}`);
    expect(await api.call('ParseProperties', { UserId: userId }, { token })).toEqual(before);
  });

  it('mails the changed fields first, each as the account has it and as requested, then the rest', async () => {
    const { token, userId } = await api.login('dealer');
    const [profile] = (await api.call('ParseProperties', { UserId: userId }, { token })).ProfileSettings;
    if (!profile) throw new Error('The dealer has no profile');
    const request = { ...accountFormOf(profile), company: 'Summit AV West', shipAddress2: '' };
    const ack = await api.call('RequestAccountChange', request, { token });

    const [mail] = (
      await sql<{ subject: string; body: string }>`
        SELECT o.subject, o.body FROM submissions s JOIN outbox o ON o.id = s.outbox_id WHERE s.id = ${ack.id}`.execute(
        api.ctx.db,
      )
    ).rows;
    expect(mail?.subject).toBe(`Account change request from dealer (${profile.Account}): 2 fields changed`);
    const body = String(mail?.body);
    const [changes = '', rest = ''] = body.split('Unchanged:');
    expect(changes).toContain(
      [
        'Changed (2; account → requested):',
        'company: Summit AV Integration → Summit AV West',
        'shipAddress2: Suite 300 → -',
      ].join('\n'),
    );
    expect(rest).toContain('address2: Suite 300');
    expect(rest).toContain('city: Denver');
    expect(rest).not.toContain('company:');
    expect(rest).not.toContain('shipAddress2:');
  });

  it('answers 400 naming the fields the form refuses, and 401 without a token', async () => {
    const { token } = await api.login('dealer');
    const refused = await api.send('RequestAccountChange', { ...change, company: '', contactNumber: '123' }, { token });
    expect(refused.status).toBe(400);
    expect(issueFields(refused.body).sort()).toEqual(['company', 'contactNumber']);
    expect((await api.send('RequestAccountChange', change)).status).toBe(401);
  });
});
