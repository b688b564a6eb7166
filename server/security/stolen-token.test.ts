import { decode } from 'hono/jwt';
import { callSamples } from '../../src/api/samples/index.ts';
import { startTestApi, type TestApi } from '../test/test-server.ts';
import { sql, type Db } from '../db/index.ts';

/**
 * The attack: a token kept working after a password change (reading orders and changing the
 * password again), and after its account was downgraded or deleted it still got the old tier's
 * prices, because the server trusted the token's account type.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

const firstRow = async <T>(query: { execute(db: Db): Promise<{ rows: T[] }> }) =>
  (await query.execute(api.ctx.db)).rows[0];
const sku = async () =>
  String((await firstRow(sql<{ sku: string }>`SELECT sku FROM stocks WHERE stock > 0 ORDER BY sku LIMIT 1`))?.sku);
const priceFields = async (token: string) => {
  const detail = await api.call('GetItemDetail', { skuid: await sku() }, { token });
  return Object.keys(detail.refStocks[0] ?? {}).sort();
};

describe('a token issued before a password change', () => {
  it('no longer reads orders nor changes the password; a new sign-in works', async () => {
    const { token, userId } = await api.login('dealerint');
    const orders = {
      bpid: String((await firstRow(sql<{ bpid: string }>`SELECT bpid FROM accounts WHERE id = ${userId}`))?.bpid),
      status: 'o',
    };
    expect((await api.send('SAP_OrdersPortal', orders, { token })).status).toBe(200);
    const change = {
      CurrentPassword: 'Demo1234',
      NewPassword: 'Fresh1234',
      ConfirmPassword: 'Fresh1234',
      UserId: userId,
    };
    expect((await api.send('ChangePassword', change, { token })).status).toBe(200);

    expect((await api.send('SAP_OrdersPortal', orders, { token })).status).toBe(401);
    const again = { ...change, CurrentPassword: 'Fresh1234', NewPassword: 'Stolen1234', ConfirmPassword: 'Stolen1234' };
    expect((await api.send('ChangePassword', again, { token })).status).toBe(401);
    const fresh = await api.call('Login', { Email: 'dealerint', Password: 'Fresh1234' });
    expect((await api.send('SAP_OrdersPortal', orders, { token: fresh.token })).status).toBe(200);
  });
});

describe('prices and access', () => {
  it('follow the account row: a downgraded account sees the new tier at once', async () => {
    const { token, userId } = await api.login('distributor');
    expect(await priceFields(token)).toEqual(['direct', 'msrp', 'stock']);
    await sql`UPDATE accounts SET account_type = 'Retail' WHERE id = ${userId}`.execute(api.ctx.db);
    expect(decode(token).payload.accountType).toBe('Distributor');
    expect(await priceFields(token)).toEqual(['msrp', 'stock']);
  });

  it('end with a deleted account: its token sees no prices and places no order', async () => {
    const { token, userId } = await api.login('retail');
    await sql`DELETE FROM submissions WHERE account_id = ${userId}`.execute(api.ctx.db);
    await sql`DELETE FROM orders WHERE account_id = ${userId}`.execute(api.ctx.db);
    await sql`DELETE FROM impersonations WHERE target_account_id = ${userId} OR staff_account_id = ${userId}`.execute(
      api.ctx.db,
    );
    await sql`DELETE FROM accounts WHERE id = ${userId}`.execute(api.ctx.db);
    expect(await priceFields(token)).toEqual([]);
    const order = await api.send('PlacingOrder', callSamples.PlacingOrder.request, { token });
    expect(order.status).toBe(401);
  });
});

describe('an impersonation session', () => {
  it('names the staff user in its token and on the orders placed in it', async () => {
    const staff = await api.login('staff');
    const session = await api.call('ImpersonateUser', { username: 'dealer' }, { token: staff.token });
    expect(decode(session.token).payload).toMatchObject({ name: 'dealer', imp: 'staff', impSub: staff.userId });

    const item = await firstRow(sql<{ sku: string; title: string }>`
      SELECT p.sku, p.title FROM products p JOIN stocks s ON s.sku = p.sku WHERE s.stock >= 2 LIMIT 1`);
    const request = structuredClone(callSamples.PlacingOrder.request);
    request.order.orderedItems = [
      { ...request.order.orderedItems[0]!, id: String(item?.sku), title: String(item?.title), qty: 1 },
    ];
    const placed = await api.call('PlacingOrder', request, { token: session.token });
    const row = await firstRow(sql`
      SELECT account_id, placed_by_account_id FROM orders WHERE doc_entry = ${placed.id}`);
    expect(row).toEqual({ account_id: session.userId, placed_by_account_id: staff.userId });
    const mail = await firstRow(sql<{ body: string }>`
      SELECT body FROM outbox WHERE kind = 'order' ORDER BY id DESC LIMIT 1`);
    expect(String(mail?.body)).toContain('Placed by staff user staff, signed in as dealer.');

    const own = await api.call('PlacingOrder', request, { token: (await api.login('dealer')).token });
    expect(await firstRow(sql`SELECT placed_by_account_id FROM orders WHERE doc_entry = ${own.id}`)).toEqual({
      placed_by_account_id: null,
    });
  });

  it('ends when the staff account loses the right to impersonate', async () => {
    const staff = await api.login('staff');
    const session = await api.call('ImpersonateUser', { username: 'dealer' }, { token: staff.token });
    await sql`UPDATE accounts SET can_impersonate = false WHERE id = ${staff.userId}`.execute(api.ctx.db);
    expect(await priceFields(session.token)).toEqual([]);
    await sql`UPDATE accounts SET can_impersonate = true WHERE id = ${staff.userId}`.execute(api.ctx.db);
  });
});
