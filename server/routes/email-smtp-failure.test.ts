import { callSamples } from '../../src/api/samples/index.ts';
import { startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';
import { settleDeliveries } from '../mail/outbox.ts';

/** Nothing listens on this port: every SMTP delivery fails. */
const CLOSED_SMTP = 'smtp://127.0.0.1:4797';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0, { SMTP_URL: CLOSED_SMTP });
});
afterAll(() => api.close());

describe('with an unreachable SMTP server', () => {
  it('still stores the enquiry, answers 200, and keeps the mail in the outbox with the failure', async () => {
    const ack = await api.call('SalesEnquiry', callSamples.SalesEnquiry.request);
    await settleDeliveries();
    const [row] = (
      await sql<Record<string, unknown>>`
        SELECT s.kind, o.attempts, o.sent_at, o.last_error FROM submissions s JOIN outbox o ON o.id = s.outbox_id
        WHERE s.id = ${ack.id}`.execute(api.ctx.db)
    ).rows;
    expect(row).toMatchObject({
      kind: 'sales-enquiry',
      attempts: 1,
      sent_at: null,
      last_error: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('still places an order', async () => {
    const { token } = await api.login('dealer');
    const [stocked] = (
      await sql<{ sku: string }>`SELECT sku FROM stocks WHERE stock > 0 ORDER BY sku LIMIT 1`.execute(api.ctx.db)
    ).rows;
    const sku = String(stocked?.sku);
    const body = {
      ...callSamples.PlacingOrder.request,
      order: {
        Comments: '',
        Total: 1,
        orderedItems: [{ id: sku, title: '', subtitle: '', img: '', amount: 1, qty: 1, stock: 1 }],
      },
    };
    const placed = await api.call('PlacingOrder', body, { token });
    await settleDeliveries();
    const { rows } = await sql<{ status: string }>`SELECT status FROM orders WHERE doc_num = ${placed.DocNum}`.execute(
      api.ctx.db,
    );
    expect(rows).toEqual([{ status: 'o' }]);
  });
});
