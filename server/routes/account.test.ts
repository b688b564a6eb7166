import type { CallName } from '../../src/api/calls.ts';
import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';

const DEALER = 'C10023';
const DISTRIBUTOR = 'C10045';

let api: TestApi;
let dealer: string;
beforeAll(async () => {
  api = await startTestApi(0);
  dealer = (await api.login('dealer')).token;
});
afterAll(() => api.close());

/** A valid body of every account call that names a business partner, for the given bpid. */
const bodiesFor = (bpid: string): Array<[CallName, object]> => [
  ['SAP_OpenOrdersPortal', { src: bpid, cmd: 'delivery' }],
  ['SAP_OrdersPortal', { bpid, status: 'o' }],
  ['SAP_OrdersPortal', { bpid, status: 'c' }],
  ['SAP_GetOpenItems', { sap: 2, bpid }],
  ['GetProductsList', { cmd: 'skulist', bpid }],
  ['GetSkuHistoryList', { cmd: 'skuhistory', bpid }],
  ['GetInvoices', { bpid }],
];

describe('account calls', () => {
  it("answer the caller's own account in the contract's shape", async () => {
    for (const [name, body] of bodiesFor(DEALER)) await api.call(name, body, { token: dealer });
  });

  it('answer 401 without a token and 404 for another account', async () => {
    for (const [name, body] of bodiesFor(DISTRIBUTOR)) {
      expect((await api.send(name, body)).status, name).toBe(401);
      expect((await api.send(name, body, { token: dealer })).status, name).toBe(404);
    }
  });

  it.each([
    ['SAP_OpenOrdersPortal', { src: DEALER, cmd: 'orders' }, 'cmd'],
    ['SAP_OrdersPortal', { bpid: DEALER, status: 'x' }, 'status'],
    ['GetShipmentDetails', { oid: 'latest', bpid: DEALER }, 'oid'],
    ['SAP_GetOpenItems', { sap: 1, bpid: DEALER }, 'sap'],
    ['GetProductsList', { cmd: 'skulist' }, 'bpid'],
    ['GetSkuHistoryList', { cmd: 'skuhistory', bpid: ' ' }, 'bpid'],
    ['GetInvoices', {}, 'bpid'],
  ] as const)('%s answers 400 naming the field of an invalid body', async (name, body, field) => {
    const answer = await api.send(name, body, { token: dealer });
    expect(answer.status).toBe(400);
    expect(issueFields(answer.body)).toEqual([field]);
  });
});

describe('shipments and orders of the dealer', () => {
  it('lists shipments with tracking numbers and carriers, latest first', async () => {
    const { refSapPortal } = await api.call(
      'SAP_OpenOrdersPortal',
      { src: DEALER, cmd: 'delivery' },
      { token: dealer },
    );
    expect(refSapPortal.length).toBeGreaterThan(40);
    expect(refSapPortal.every((row) => row.TrackNo && row.ShipVia)).toBe(true);
    const dates = refSapPortal.map((row) => row.ShipDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has more open and closed orders than one page of 20', async () => {
    const open = await api.call('SAP_OrdersPortal', { bpid: DEALER, status: 'o' }, { token: dealer });
    const closed = await api.call('SAP_OrdersPortal', { bpid: DEALER, status: 'c' }, { token: dealer });
    expect(open.refSapOrdersPortal.length).toBeGreaterThan(20);
    expect(closed.refSapOrdersPortal.length).toBeGreaterThan(40);
  });

  it('shows the details of its own order and 404 for any other order', async () => {
    const { refSapOrdersPortal } = await api.call('SAP_OrdersPortal', { bpid: DEALER, status: 'c' }, { token: dealer });
    const order = refSapOrdersPortal[0];
    const details = await api.call('GetShipmentDetails', { oid: order?.DocNum, bpid: DEALER }, { token: dealer });
    expect(details.tbl1.length).toBeGreaterThan(0);
    expect(details.tbl2[0]).toMatchObject({ CardName: 'Summit AV Integration', po: order?.po });
    expect(details.tbl3[0]?.TrackNo).toBeTruthy();
    expect(details.tbl1.reduce((sum, line) => sum + line.Total, 0)).toBeCloseTo(order?.Total ?? 0, 2);

    const distributor = await api.login('distributor');
    const theirs = await api.call('SAP_OrdersPortal', { bpid: DISTRIBUTOR, status: 'c' }, { token: distributor.token });
    const foreign = { oid: theirs.refSapOrdersPortal[0]?.DocNum, bpid: DEALER };
    expect((await api.send('GetShipmentDetails', foreign, { token: dealer })).status).toBe(404);
    expect((await api.send('GetShipmentDetails', { oid: 1, bpid: DEALER }, { token: dealer })).status).toBe(404);
    expect((await api.send('GetShipmentDetails', { oid: order?.DocNum, bpid: DEALER })).status).toBe(401);
  });
});

describe('open items and comments', () => {
  it('updates the comment of its own open line', async () => {
    const { refOpenItems } = await api.call('SAP_GetOpenItems', { sap: 2, bpid: DEALER }, { token: dealer });
    const item = refOpenItems[0];
    expect(refOpenItems.every((line) => line.Open > 0)).toBe(true);
    const update = {
      docentry: String(item?.DocEntry),
      linenum: String(item?.LineNum),
      comment: 'Deliver to loading dock B',
    };
    expect(await api.call('UpdateComments', update, { token: dealer })).toEqual({ status: 200 });
    const after = await api.call('SAP_GetOpenItems', { sap: 2, bpid: DEALER }, { token: dealer });
    expect(
      after.refOpenItems.find((line) => line.DocEntry === item?.DocEntry && line.LineNum === item?.LineNum)?.comment,
    ).toBe('Deliver to loading dock B');
  });

  it("answers 404 for another account's line, 401 without a token, 400 for a bad docentry", async () => {
    const distributor = await api.login('distributor');
    const { refOpenItems } = await api.call(
      'SAP_GetOpenItems',
      { sap: 2, bpid: DISTRIBUTOR },
      { token: distributor.token },
    );
    const theirs = {
      docentry: String(refOpenItems[0]?.DocEntry),
      linenum: String(refOpenItems[0]?.LineNum),
      comment: 'x',
    };
    expect((await api.send('UpdateComments', theirs, { token: dealer })).status).toBe(404);
    expect((await api.send('UpdateComments', theirs)).status).toBe(401);
    const bad = await api.send('UpdateComments', { ...theirs, docentry: 'abc' }, { token: dealer });
    expect(bad.status).toBe(400);
    expect(issueFields(bad.body)).toEqual(['docentry']);
  });
});

describe('product list and sku history', () => {
  const priceKeys = (row: object) =>
    Object.keys(row)
      .filter((key) => /^(msrp2?|dealer2?|direct2?)$/.test(key))
      .sort();

  it.each([
    ['dealer', DEALER, ['dealer', 'msrp']],
    ['distributor', DISTRIBUTOR, ['direct', 'msrp']],
    ['dealerint', 'C20011', ['dealer2', 'msrp2']],
    ['distributorint', 'C20037', ['direct2', 'msrp2']],
    ['retail', 'C30002', ['msrp']],
  ])('shows %s only its list price and its own tier', async (userName, bpid, expected) => {
    const { token } = await api.login(userName);
    const { refOpenOrdersPortal } = await api.call('GetProductsList', { cmd: 'skulist', bpid }, { token });
    expect(refOpenOrdersPortal.length).toBeGreaterThan(0);
    for (const row of refOpenOrdersPortal) expect(priceKeys(row)).toEqual(expected);
  });

  it('gives every product a Status that follows its stock: never In Stock for a US 0 / 0', async () => {
    const { refOpenOrdersPortal } = await api.call(
      'GetProductsList',
      { cmd: 'skulist', bpid: DEALER },
      { token: dealer },
    );
    const statuses = new Set(refOpenOrdersPortal.map((row) => row.status));
    expect([...statuses].some((status) => status.startsWith('In Stock: '))).toBe(true);
    for (const row of refOpenOrdersPortal) {
      if (row.stockUS === 0) expect(row.status, row.Sku).not.toBe('In Stock');
      if (row.stockUS + row.stockEU + row.stockSZ === 0 && row.ASNUS + row.ASNEU + row.ASNSZ === 0) {
        expect(row.status, row.Sku).toBe('Out of Stock');
      }
    }
  });

  it('lists the skus the account ordered with what was shipped', async () => {
    const { refOpenOrdersPortal } = await api.call(
      'GetSkuHistoryList',
      { cmd: 'skuhistory', bpid: DEALER },
      { token: dealer },
    );
    expect(refOpenOrdersPortal.length).toBeGreaterThan(10);
    expect(refOpenOrdersPortal.some((row) => row.ship > 0)).toBe(true);
  });
});

describe('invoices of the dealer', () => {
  it('lists one invoice per shipment of its own orders, latest first', async () => {
    const { refInvoices } = await api.call('GetInvoices', { bpid: DEALER }, { token: dealer });
    const { refSapPortal } = await api.call(
      'SAP_OpenOrdersPortal',
      { src: DEALER, cmd: 'delivery' },
      { token: dealer },
    );
    expect(refInvoices.map((row) => row.SO)).toEqual(refSapPortal.map((row) => row.SO));
    expect(refInvoices.every((row) => row.Invoice !== '')).toBe(true);
  });
});
