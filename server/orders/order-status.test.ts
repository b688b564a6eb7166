import { startTestApi, type TestApi } from '../test/test-server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

describe('order status, totals and carriers in the account calls', () => {
  it('gives each order of the history its status', async () => {
    const { token } = await api.login('dealer');
    const bpid = 'C10023';
    const open = (await api.call('SAP_OrdersPortal', { bpid, status: 'o' }, { token })).refSapOrdersPortal;
    const closed = (await api.call('SAP_OrdersPortal', { bpid, status: 'c' }, { token })).refSapOrdersPortal;
    expect(new Set(closed.map((order) => order.Status))).toEqual(new Set(['Closed']));
    expect(open.length).toBeGreaterThan(0);
    for (const order of open) expect(['Open', 'Partly shipped', 'Shipped']).toContain(order.Status);
  });

  it('answers an order’s status, its total as the history shows it, and each shipment’s carrier', async () => {
    const { token } = await api.login('dealer');
    const bpid = 'C10023';
    const [order] = (await api.call('SAP_OrdersPortal', { bpid, status: 'c' }, { token })).refSapOrdersPortal;
    if (!order) throw new Error('The dealer has no closed orders');
    const details = await api.call('GetShipmentDetails', { oid: order.DocNum, bpid }, { token });
    expect(details.tbl2[0]).toMatchObject({ Status: 'Closed', DocTotal: order.Total });
    expect(details.tbl3.length).toBeGreaterThan(0);
    for (const shipment of details.tbl3) expect(shipment.ShipVia).toMatch(/UPS|FedEx|DHL/);
  });

  it('names the carrier of each invoice’s shipment', async () => {
    const { token } = await api.login('dealer');
    const { refInvoices } = await api.call('GetInvoices', { bpid: 'C10023' }, { token });
    expect(refInvoices.length).toBeGreaterThan(0);
    for (const invoice of refInvoices) expect(invoice.ShipVia).toMatch(/UPS|FedEx|DHL/);
  });
});
