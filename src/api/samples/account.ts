import type { CallSamples } from './sample.ts';

export const accountSamples: CallSamples<
  | 'SAP_OpenOrdersPortal'
  | 'SAP_OrdersPortal'
  | 'GetShipmentDetails'
  | 'SAP_GetOpenItems'
  | 'UpdateComments'
  | 'GetProductsList'
  | 'GetSkuHistoryList'
  | 'GetInvoices'
  | 'RequestAccountChange'
> = {
  RequestAccountChange: {
    request: {
      company: 'Acme AV',
      contactName: 'Megan Alvarez',
      website: 'https://acme-av.example',
      contactNumber: '7025550100',
      phone: '',
      address: '1 Main St',
      address2: 'Suite 200',
      city: 'Las Vegas',
      state: 'NV',
      postal: '89101',
      country: 'US',
      shipCompany: 'Acme AV',
      shipContact: 'Receiving',
      shipAddress: '1 Main St',
      shipAddress2: '',
      shipCity: 'Las Vegas',
      shipState: 'NV',
      shipPostal: '89101',
      shipCountry: 'US',
    },
    response: { status: 200, id: 12 },
    invalidRequest: { company: '', contactNumber: '12345' },
    invalidResponse: { status: 200 },
  },
  GetInvoices: {
    request: { bpid: 'C10023' },
    response: {
      refInvoices: [{ Invoice: '880012', docdate: '2024-05-02', SO: 100231, PO: 'PO-77', TrackNo: '1Z999' }],
    },
    invalidRequest: { bpid: '' },
    invalidResponse: { refInvoices: [{ Invoice: 880012, docdate: '2024-05-02', SO: 100231, PO: null, TrackNo: null }] },
  },
  SAP_OpenOrdersPortal: {
    request: { src: 'C10023', cmd: 'delivery' },
    response: {
      refSapPortal: [{ SO: 100231, PO: 'PO-77', ShipDate: '2024-05-02', ShipVia: 'UPS Ground', TrackNo: '1Z999' }],
    },
    invalidRequest: { src: 'C10023', cmd: 'orders' },
    invalidResponse: { refSapPortal: [{ SO: 100231, PO: 'PO-77', ShipDate: 'May 2nd', ShipVia: null, TrackNo: null }] },
  },
  SAP_OrdersPortal: {
    request: { bpid: 'C10023', status: 'o' },
    response: { refSapOrdersPortal: [{ DocNum: 100231, po: 'PO-77', Date: '2024-05-01T10:00:00Z', Total: 711 }] },
    invalidRequest: { bpid: 'C10023', status: 'open' },
    invalidResponse: { refSapOrdersPortal: [{ DocNum: 100231, po: 'PO-77', Date: '2024-05-01', Total: '711' }] },
  },
  GetShipmentDetails: {
    request: { oid: '100231', bpid: 'C10023' },
    response: {
      tbl1: [
        {
          ItemCode: 'HD-EXT-4K',
          Dscription: '4K HDMI Extender',
          Qty: 2,
          Open: 0,
          whscode: 'US',
          Price: 349.5,
          Total: 699,
        },
      ],
      tbl2: [{ CardName: 'Acme AV', Address: '1 Main St', Address2: null, po: 'PO-77' }],
      tbl3: [{ docdate: '2024-05-02', TrackNo: '1Z999', Invoice: 5001 }],
    },
    invalidRequest: { oid: 'latest', bpid: 'C10023' },
    invalidResponse: { tbl1: [], tbl2: [] },
  },
  SAP_GetOpenItems: {
    request: { sap: 2, bpid: 'C10023' },
    response: {
      refOpenItems: [
        {
          Po: 'PO-78',
          SO: 100232,
          sku: 'HDMI-8K-2M',
          Ordered: 10,
          Open: 4,
          Stock: 40,
          whscode: 'US',
          Notes2: null,
          comment: null,
          DocEntry: 881,
          LineNum: 0,
        },
      ],
    },
    invalidRequest: { sap: 1, bpid: 'C10023' },
    invalidResponse: { refOpenItems: [{ Po: 'PO-78', SO: 100232, sku: 'HDMI-8K-2M' }] },
  },
  UpdateComments: {
    request: { docentry: '881', comment: 'Please ship partial', linenum: '0' },
    response: { status: 200 },
    invalidRequest: { docentry: 881, comment: 'x', linenum: 0 },
    invalidResponse: {},
  },
  GetProductsList: {
    request: { cmd: 'skulist', bpid: 'C10023' },
    response: {
      refOpenOrdersPortal: [
        {
          gname: 'Extenders',
          Sku: 'HD-EXT-4K',
          title: '4K HDMI Extender',
          msrp: 499,
          dealer: 349.5,
          stockUS: 12,
          ASNUS: 30,
          stockEU: 0,
          ASNEU: 0,
          stockSZ: 5,
          ASNSZ: 0,
          ship: 40,
          status: 'Active',
        },
      ],
    },
    invalidRequest: { cmd: 'skuhistory', bpid: 'C10023' },
    invalidResponse: { refOpenOrdersPortal: [{ gname: 'Extenders', Sku: 'HD-EXT-4K', title: 'x', dealer: -1 }] },
  },
  GetSkuHistoryList: {
    request: { cmd: 'skuhistory', bpid: 'C10023' },
    response: { refOpenOrdersPortal: [{ gname: 'Extenders', Sku: 'HD-EXT-4K', ship: 40, Stock: 12 }] },
    invalidRequest: { cmd: 'skuhistory', bpid: '' },
    invalidResponse: { refOpenOrdersPortal: [{ gname: 'Extenders', Sku: 'HD-EXT-4K', ship: '40', Stock: 12 }] },
  },
};
