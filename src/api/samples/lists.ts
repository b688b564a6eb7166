import type { CallSamples } from './sample.ts';

const summary = {
  id: 7,
  name: 'Classroom kit',
  wishlist: false,
  lineCount: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  shared: true,
  owner: 'jane.buyer',
  own: false,
};
const list = {
  ...summary,
  lines: [
    {
      sku: 'HD-EXT-4K',
      title: '4K HDMI Extender',
      subtitle: 'HDBaseT',
      image: '/uploads/a.jpg',
      qty: 30,
      stock: 120,
      price: 349.5,
    },
  ],
};
const quote = {
  id: 12,
  status: 'answered' as const,
  note: 'School project, 12 rooms',
  targetDate: '2026-12-15',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresOn: '2026-12-31',
  docNum: null,
  company: 'Acme AV',
  requestedBy: 'jane.buyer',
  lines: [{ lineNum: 0, sku: 'HD-EXT-4K', title: '4K HDMI Extender', qty: 30, price: 310 }],
};

export const listSamples: CallSamples<
  | 'GetSavedLists'
  | 'GetSavedList'
  | 'CreateSavedList'
  | 'RenameSavedList'
  | 'DeleteSavedList'
  | 'AddToSavedList'
  | 'SetSavedListLine'
  | 'ShareSavedList'
  | 'RequestQuote'
  | 'GetQuotes'
  | 'GetQuote'
  | 'AcceptQuote'
  | 'GetQuoteRequests'
  | 'AnswerQuote'
> = {
  GetSavedLists: {
    request: {},
    response: { lists: [summary] },
    invalidRequest: null,
    invalidResponse: { lists: [{ ...summary, id: '7' }] },
  },
  GetSavedList: {
    request: { id: 'wishlist' },
    response: { list },
    invalidRequest: { id: 'favourites' },
    invalidResponse: { list: { ...list, lines: [{ sku: 'HD-EXT-4K', qty: 30 }] } },
  },
  CreateSavedList: {
    request: { name: 'Classroom kit', lines: [{ sku: 'HD-EXT-4K', qty: 30 }] },
    response: { list },
    invalidRequest: { name: '   ' },
    invalidResponse: { list: null },
  },
  RenameSavedList: {
    request: { id: 7, name: 'Lecture hall kit' },
    response: { status: 200 },
    invalidRequest: { id: 7, name: 'x'.repeat(81) },
    invalidResponse: { status: 500 },
  },
  DeleteSavedList: {
    request: { id: 7 },
    response: { status: 200 },
    invalidRequest: { id: 'wishlist' },
    invalidResponse: { status: 'ok' },
  },
  AddToSavedList: {
    request: { id: 7, lines: [{ sku: 'HD-EXT-4K', qty: 2 }] },
    response: { list },
    invalidRequest: { id: 7, lines: [] },
    invalidResponse: { list: { ...list, lines: null } },
  },
  SetSavedListLine: {
    request: { id: 'wishlist', sku: 'HD-EXT-4K', qty: 0 },
    response: { list },
    invalidRequest: { id: 7, sku: 'HD-EXT-4K', qty: -1 },
    invalidResponse: {},
  },
  ShareSavedList: {
    request: { id: 7, shared: true },
    response: { lists: [summary] },
    invalidRequest: { id: 7, shared: 'yes' },
    invalidResponse: { lists: [{ ...summary, shared: undefined }] },
  },
  RequestQuote: {
    request: { note: 'School project', targetDate: '2026-12-15', lines: [{ sku: 'HD-EXT-4K', qty: 30 }] },
    response: { status: 200, id: 12 },
    invalidRequest: { note: '', targetDate: 'next week', lines: [{ sku: 'HD-EXT-4K', qty: 30 }] },
    invalidResponse: { status: 200 },
  },
  GetQuotes: {
    request: {},
    response: { quotes: [quote] },
    invalidRequest: 'all',
    invalidResponse: { quotes: [{ ...quote, status: 'lost' }] },
  },
  GetQuote: {
    request: { id: 12 },
    response: { quote },
    invalidRequest: { id: 0 },
    invalidResponse: { quote: { ...quote, lines: undefined } },
  },
  AcceptQuote: {
    request: { id: 12, lines: [{ sku: 'HD-EXT-4K', qty: 30 }], PONumber: 'PO-88' },
    response: { status: 200, id: 41, DocNum: 410_012, Total: 9300 },
    invalidRequest: { id: 12, lines: [{ sku: 'HD-EXT-4K', qty: 0 }] },
    invalidResponse: { status: 200, id: 41 },
  },
  GetQuoteRequests: {
    request: {},
    response: { quotes: [quote] },
    invalidRequest: [],
    invalidResponse: { quotes: null },
  },
  AnswerQuote: {
    request: { id: 12, expiresOn: '2026-12-31', prices: [{ lineNum: 0, price: 310 }] },
    response: { quote },
    invalidRequest: { id: 12, expiresOn: '2026-12-31', prices: [{ lineNum: 0, price: -1 }] },
    invalidResponse: { quote: { ...quote, expiresOn: 20261231 } },
  },
};
