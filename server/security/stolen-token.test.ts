import { decode } from 'hono/jwt';
import { callSamples } from '../../src/api/samples/index.ts';
import { startTestApi, type TestApi } from '../accounts/test-server.ts';

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

const sku = () => String(api.ctx.db.prepare('SELECT sku FROM stocks WHERE stock > 0 ORDER BY sku LIMIT 1').get()?.sku);
const priceFields = async (token: string) => {
  const detail = await api.call('GetItemDetail', { skuid: sku() }, { token });
  return Object.keys(detail.refStocks[0] ?? {}).sort();
};

describe('a token issued before a password change', () => {
  it('no longer reads orders nor changes the password; a new sign-in works', async () => {
    const { token, userId } = await api.login('dealerint');
    const orders = {
      bpid: String(api.ctx.db.prepare('SELECT bpid FROM accounts WHERE id = ?').get(userId)?.bpid),
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
    api.ctx.db.prepare("UPDATE accounts SET account_type = 'Retail' WHERE id = ?").run(userId);
    expect(decode(token).payload.accountType).toBe('Distributor');
    expect(await priceFields(token)).toEqual(['msrp', 'stock']);
  });

  it('end with a deleted account: its token sees no prices and places no order', async () => {
    const { token, userId } = await api.login('retail');
    api.ctx.db.prepare('DELETE FROM submissions WHERE account_id = ?').run(userId);
    api.ctx.db.prepare('DELETE FROM orders WHERE account_id = ?').run(userId);
    api.ctx.db
      .prepare('DELETE FROM impersonations WHERE target_account_id = ? OR staff_account_id = ?')
      .run(userId, userId);
    api.ctx.db.prepare('DELETE FROM accounts WHERE id = ?').run(userId);
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

    const item = api.ctx.db
      .prepare('SELECT p.sku, p.title FROM products p JOIN stocks s ON s.sku = p.sku WHERE s.stock >= 2 LIMIT 1')
      .get();
    const request = structuredClone(callSamples.PlacingOrder.request);
    request.order.orderedItems = [
      { ...request.order.orderedItems[0]!, id: String(item?.sku), title: String(item?.title), qty: 1 },
    ];
    const placed = await api.call('PlacingOrder', request, { token: session.token });
    const row = api.ctx.db
      .prepare('SELECT account_id, placed_by_account_id FROM orders WHERE doc_entry = ?')
      .get(placed.id);
    expect(row).toEqual({ account_id: session.userId, placed_by_account_id: staff.userId });
    const mail = api.ctx.db.prepare("SELECT body FROM outbox WHERE kind = 'order' ORDER BY id DESC LIMIT 1").get();
    expect(String(mail?.body)).toContain('Placed by staff user staff, signed in as dealer.');

    const own = await api.call('PlacingOrder', request, { token: (await api.login('dealer')).token });
    expect(api.ctx.db.prepare('SELECT placed_by_account_id FROM orders WHERE doc_entry = ?').get(own.id)).toEqual({
      placed_by_account_id: null,
    });
  });

  it('ends when the staff account loses the right to impersonate', async () => {
    const staff = await api.login('staff');
    const session = await api.call('ImpersonateUser', { username: 'dealer' }, { token: staff.token });
    api.ctx.db.prepare('UPDATE accounts SET can_impersonate = 0 WHERE id = ?').run(staff.userId);
    expect(await priceFields(session.token)).toEqual([]);
    api.ctx.db.prepare('UPDATE accounts SET can_impersonate = 1 WHERE id = ?').run(staff.userId);
  });
});
