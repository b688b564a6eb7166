import { callSamples } from '../../src/api/samples/index.ts';
import { issueFields, startTestApi, type TestApi } from './test-server.ts';

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

    const stored = api.ctx.db
      .prepare(
        `SELECT s.kind, s.account_id, s.payload, o.mail_to, o.reply_to, o.body FROM submissions s
         JOIN outbox o ON o.id = s.outbox_id WHERE s.id = ?`,
      )
      .get(ack.id);
    expect(stored).toMatchObject({
      kind: 'account-change-request',
      account_id: userId,
      mail_to: 'sales@example-av.com',
      reply_to: 'dealer@example.com',
    });
    expect(String(stored?.body)).toContain('company: Summit AV West');
    expect(String(stored?.body)).toContain(`account: ${before.ProfileSettings[0]?.Account}`);
    expect(await api.call('ParseProperties', { UserId: userId }, { token })).toEqual(before);
  });

  it('answers 400 naming the fields the form refuses, and 401 without a token', async () => {
    const { token } = await api.login('dealer');
    const refused = await api.send('RequestAccountChange', { ...change, company: '', contactNumber: '123' }, { token });
    expect(refused.status).toBe(400);
    expect(issueFields(refused.body).sort()).toEqual(['company', 'contactNumber']);
    expect((await api.send('RequestAccountChange', change)).status).toBe(401);
  });
});
