import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { callSamples } from '../../src/api/samples/index.ts';
import { cartTotal, priceFor } from '../../src/config/pricing.ts';
import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';
import { settleDeliveries } from '../mail/outbox.ts';
import { mailDir } from '../mail/transport.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

const stockRow = z.object({
  sku: z.string(),
  title: z.string(),
  msrp: z.number(),
  msrp2: z.number(),
  dealer: z.number(),
  direct: z.number(),
  dealer2: z.number(),
  direct2: z.number(),
  stock: z.number(),
});

/** Products in stock, in sku order. */
async function productsInStock(count: number) {
  const { rows } = await sql`
    SELECT p.sku, p.title, s.* FROM products p JOIN stocks s ON s.sku = p.sku WHERE s.stock >= 5
    ORDER BY p.sku LIMIT ${count}`.execute(api.ctx.db);
  return rows.map((row) => stockRow.parse(row));
}

/** The first row a query answers, for tests that look at one stored record. */
const firstRow = async <Row>(query: { execute(db: TestApi['ctx']['db']): Promise<{ rows: Row[] }> }) =>
  (await query.execute(api.ctx.db)).rows[0];

const stockOf = async (sku: string) =>
  (await firstRow(sql<{ stock: number }>`SELECT stock FROM stocks WHERE sku = ${sku}`))?.stock;
const orderCount = async () => (await firstRow(sql<{ n: number }>`SELECT count(*) AS n FROM orders`))?.n ?? 0;

/** The order the cart page sends, with every amount and the total tampered to 0.01. */
function tamperedOrder(lines: Array<{ sku: string; title: string; qty: number }>) {
  return {
    Amount: lines.map(() => '0.01').join(' '),
    SKU: lines.map((line) => line.sku).join(' '),
    QTY: lines.map((line) => line.qty).join(' '),
    Stock: lines.map(() => '99').join(' '),
    Subtitle: '',
    Title: lines.map((line) => line.title).join(' '),
    email: 'someone-else@example.net',
    mailTo: 'victim@example.org',
    mailFrom: 'spoof@example.org',
    NewsletterSubscribe: false,
    order: {
      Comments: 'Please call before delivery',
      Total: 0.01,
      orderedItems: lines.map((line) => ({
        id: line.sku,
        title: line.title,
        subtitle: '',
        img: '',
        amount: 0.01,
        qty: line.qty,
        stock: 99,
      })),
    },
  };
}

const emlOf = async (outboxId: unknown) => {
  const row = await firstRow(
    sql<{ delivered_as: string | null }>`SELECT delivered_as FROM outbox WHERE id = ${Number(outboxId)}`,
  );
  return readFileSync(join(mailDir(api.dataDir), String(row?.delivered_as)), 'utf8');
};

describe('PlacingOrder', () => {
  it('prices the order from the catalogue for the account type, ignoring the amounts sent', async () => {
    const { token } = await api.login('dealerint');
    const [cheapest, second] = await productsInStock(2);
    if (!cheapest || !second) throw new Error('The test catalogue has too few products in stock');
    const lines = [
      { ...cheapest, qty: 2 },
      { ...second, qty: 1 },
    ];
    const expected = cartTotal(lines.map((line) => ({ amount: priceFor(line, 'DealerInt') ?? 0, qty: line.qty })));

    const placed = await api.call('PlacingOrder', tamperedOrder(lines), { token });
    expect(placed.Total).toBe(expected);
    const stored = await firstRow(sql`SELECT total, status FROM orders WHERE doc_num = ${placed.DocNum}`);
    expect(stored).toMatchObject({ total: expected, status: 'o' });
    expect(await stockOf(cheapest.sku)).toBe(cheapest.stock - 2);

    const { refSapOrdersPortal } = await api.call('SAP_OrdersPortal', { bpid: 'C20011', status: 'o' }, { token });
    expect(refSapOrdersPortal.find((order) => order.DocNum === placed.DocNum)?.Total).toBe(expected);
    const details = await api.call('GetShipmentDetails', { oid: placed.DocNum, bpid: 'C20011' }, { token });
    expect(details.tbl1.map((line) => [line.ItemCode, line.Qty, line.Open, line.Price])).toEqual(
      lines.map((line) => [line.sku, line.qty, line.qty, priceFor(line, 'DealerInt')]),
    );
    const { refOpenItems } = await api.call('SAP_GetOpenItems', { sap: 2, bpid: 'C20011' }, { token });
    expect(refOpenItems.filter((item) => item.SO === placed.DocNum)).toHaveLength(2);
  });

  it('mails the orders desk and the orderer of the token, never the addresses sent', async () => {
    const { token } = await api.login('dealer');
    const [product] = await productsInStock(1);
    const placed = await api.call('PlacingOrder', tamperedOrder([{ sku: product?.sku ?? '', title: '', qty: 1 }]), {
      token,
    });
    await settleDeliveries();
    const submission = await firstRow(
      sql<{ outbox_id: number }>`SELECT outbox_id FROM submissions WHERE kind = 'order' ORDER BY id DESC LIMIT 1`,
    );
    const eml = await emlOf(submission?.outbox_id);
    expect(eml).toMatch(/^To: orders@example-av\.com$/m);
    expect(eml).toMatch(/^Cc: dealer@example\.com$/m);
    expect(eml).not.toContain('victim@example.org');
    expect(eml).toContain(`Order ${placed.DocNum}`);
  });

  it('stores the buyer PO number and comments, shows them in the order details and the mail', async () => {
    const { token } = await api.login('dealer');
    const [product] = await productsInStock(1);
    const tampered = tamperedOrder([{ sku: product?.sku ?? '', title: '', qty: 1 }]);
    const body = {
      ...tampered,
      order: { ...tampered.order, PONumber: ' PO-7731 ', Comments: 'Use dock 4.' },
    };
    const placed = await api.call('PlacingOrder', body, { token });
    const details = await api.call('GetShipmentDetails', { oid: placed.DocNum, bpid: 'C10023' }, { token });
    expect(details.tbl2[0]).toMatchObject({ po: 'PO-7731', Comments: 'Use dock 4.' });
    await settleDeliveries();
    const submission = await firstRow(
      sql<{ outbox_id: number }>`SELECT outbox_id FROM submissions WHERE kind = 'order' ORDER BY id DESC LIMIT 1`,
    );
    const eml = await emlOf(submission?.outbox_id);
    expect(eml).toContain('PO: PO-7731');
    expect(eml).toContain('Comments: Use dock 4.');

    const automatic = await api.call('PlacingOrder', tamperedOrder([{ sku: product?.sku ?? '', title: '', qty: 1 }]), {
      token,
    });
    const plain = await api.call('GetShipmentDetails', { oid: automatic.DocNum, bpid: 'C10023' }, { token });
    expect(plain.tbl2[0]?.po).toBe(`WEB-${automatic.DocNum}`);
  });

  it('refuses a PO number or comments beyond their length, naming the field', async () => {
    const { token } = await api.login('dealer');
    const [product] = await productsInStock(1);
    const tampered = tamperedOrder([{ sku: product?.sku ?? '', title: '', qty: 1 }]);
    const body = { ...tampered, order: { ...tampered.order, PONumber: 'P'.repeat(31), Comments: 'c'.repeat(1001) } };
    const refused = await api.send('PlacingOrder', body, { token });
    expect(refused.status).toBe(400);
    expect(issueFields(refused.body).sort()).toEqual(['order.Comments', 'order.PONumber']);
  });

  it('places one order for a repeated idempotency key', async () => {
    const { token } = await api.login('dealer');
    const [product] = await productsInStock(1);
    const body = tamperedOrder([{ sku: product?.sku ?? '', title: '', qty: 1 }]);
    const before = await orderCount();
    const headers = { 'Idempotency-Key': 'checkout-7f3c2a' };
    const first = await api.call('PlacingOrder', body, { token, headers });
    const again = await api.call('PlacingOrder', body, { token, headers });
    expect(again).toEqual(first);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses an unknown sku or more than the stock, naming the line, and places nothing', async () => {
    const { token } = await api.login('dealer');
    const [product] = await productsInStock(1);
    const before = await orderCount();
    const unknown = await api.send('PlacingOrder', tamperedOrder([{ sku: 'NO-SUCH-SKU', title: '', qty: 1 }]), {
      token,
    });
    expect(unknown.status).toBe(400);
    expect(issueFields(unknown.body)).toEqual(['order.orderedItems.0.id']);
    const tooMany = await api.send(
      'PlacingOrder',
      tamperedOrder([{ sku: product?.sku ?? '', title: '', qty: 100_000 }]),
      { token },
    );
    expect(tooMany.status).toBe(400);
    expect(issueFields(tooMany.body)).toEqual(['order.orderedItems.0.qty']);
    expect(await orderCount()).toBe(before);
  });

  it('answers 401 without a token and 400 for an invalid body', async () => {
    expect((await api.send('PlacingOrder', callSamples.PlacingOrder.request)).status).toBe(401);
    const { token } = await api.login('dealer');
    const invalid = await api.send('PlacingOrder', callSamples.PlacingOrder.invalidRequest, { token });
    expect(invalid.status).toBe(400);
    expect(issueFields(invalid.body)).toContain('order.orderedItems');
  });
});

/** Call, filed kind, mailbox, and whether the form sends a mailTo of its own. */
const enquiries = [
  ['DealerSignUp', 'general-query', 'sales@', true],
  ['NewsLetterSignup', 'newsletter-signup', 'sales@', false],
  ['PressEnquiry', 'press-enquiry', 'press@', true],
  ['SalesEnquiry', 'sales-enquiry', 'sales@', true],
  ['TechSupport', 'tech-support', 'support@', true],
  ['DemoForm', 'demo-request', 'sales@', false],
  ['PostFAQ', 'faq-question', 'support@', false],
  ['ProductEnquiry', 'product-enquiry', 'sales@', true],
  ['ProductEnquiryMail', 'product-enquiry-mail', 'sales@', true],
  ['RegisterDealer', 'dealer-registration', 'sales@', true],
] as const;

describe('enquiry forms', () => {
  it.each(enquiries)(
    '%s stores the submission and mails its fixed mailbox',
    async (name, kind, mailbox, sendsMailTo) => {
      const body = sendsMailTo
        ? { ...callSamples[name].request, mailTo: 'victim@example.org' }
        : callSamples[name].request;
      const ack = await api.call(name, body);
      const stored = await firstRow(
        sql<{ kind: string; payload: string; outbox_id: number }>`
          SELECT kind, payload, outbox_id FROM submissions WHERE id = ${ack.id}`,
      );
      expect(stored?.kind).toBe(kind);
      expect(JSON.parse(String(stored?.payload))).toEqual(body);
      await settleDeliveries();
      const eml = await emlOf(stored?.outbox_id);
      expect(eml).toMatch(new RegExp(`^To: ${mailbox}example-av\\.com$`, 'm'));
      expect(eml).not.toContain('victim@example.org');
    },
  );

  it.each(enquiries)('%s answers 400 naming the invalid field', async (name) => {
    const answer = await api.send(name, callSamples[name].invalidRequest);
    expect(answer.status).toBe(400);
    expect(issueFields(answer.body).length).toBeGreaterThan(0);
    expect(issueFields(answer.body)).not.toContain('body');
  });

  it('stores a tech support request whose name is blank: the form enforces only email, phone, MPN and comment', async () => {
    const body = { ...callSamples.TechSupport.request, name: '', isReseller: true };
    const ack = await api.call('TechSupport', body);
    const stored = await firstRow(
      sql<{ kind: string; payload: string }>`SELECT kind, payload FROM submissions WHERE id = ${ack.id}`,
    );
    expect(stored?.kind).toBe('tech-support');
    expect(JSON.parse(String(stored?.payload))).toMatchObject({ name: '', isReseller: true });
  });

  it('files the company and phone the product inquiry page asks for, and refuses a short phone', async () => {
    const body = { ...callSamples.ProductEnquiry.request, Company: 'Ann AV', Phone: '7025550142' };
    const ack = await api.call('ProductEnquiry', body);
    const stored = await firstRow(sql<{ payload: string }>`SELECT payload FROM submissions WHERE id = ${ack.id}`);
    expect(JSON.parse(String(stored?.payload))).toMatchObject({ Company: 'Ann AV', Phone: '7025550142' });
    const refused = await api.send('ProductEnquiry', { ...body, Phone: '70255' });
    expect(refused.status).toBe(400);
    expect(issueFields(refused.body)).toContain('Phone');
  });

  it('sends one mail for the two posts of one product enquiry (ProductEnquiry, then ProductEnquiryMail)', async () => {
    const body = { ...callSamples.ProductEnquiry.request, EnquiryText: 'Is a rack-mount kit included?' };
    const stored = await api.call('ProductEnquiry', body);
    const mailed = await api.call('ProductEnquiryMail', body);
    const outboxOf = async (id: number) =>
      (await firstRow(sql<{ outbox_id: number }>`SELECT outbox_id FROM submissions WHERE id = ${id}`))?.outbox_id;
    expect(mailed.id).not.toBe(stored.id);
    expect(await outboxOf(mailed.id)).toBe(await outboxOf(stored.id));
  });
});
