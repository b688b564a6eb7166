import type { CallSamples } from './sample.ts';

const productCopy = {
  title: '4K HDMI Extender over HDBaseT',
  subtitle: 'Up to 100 m on one Cat6 cable',
  description: '<p>Carries 4K@60Hz video, audio and control.</p>',
  features: '<ul><li>HDCP 2.2</li></ul>',
  specs: '<table><tr><th>Distance</th><td>100 m</td></tr></table>',
  metaDescription: 'A 4K HDMI extender over HDBaseT.',
};
const postCopy = {
  title: 'Choosing an extender',
  date: '2026-11-20',
  subcategory: '12',
  body: '<p>Distance, resolution and control decide it.</p>',
  picture: '/uploads/blog/extenders.jpg',
  metaDescription: 'How to choose an HDMI extender.',
};
const newsCopy = {
  title: 'New 8K matrix switchers',
  date: '2026-11-21',
  teaser: 'Eight inputs, eight outputs, 8K at 60 Hz.',
  body: '<p>Shipping from December.</p>',
  link: '',
};
const partnerCopy = {
  name: 'Summit AV Integration',
  region: 'North America' as const,
  logo: '/uploads/partners/summit.jpg',
  city: 'Denver, CO',
  address: '1200 Blake Street, Denver, CO 80202',
  tel: '+1 303 555 0142',
  email: 'sales@summitav.example',
  url: 'https://www.summitav.example',
};
const newKey = 'new-0b8f5c2e-4a8e-4c55-9a51-3f1f2c9d7e10';
const saved = { savedAt: '2026-11-28T10:15:00.000Z', savedBy: 'staff' };

export const staffContentSamples: CallSamples<
  | 'GetContentRules'
  | 'FindProducts'
  | 'GetProductCopy'
  | 'SaveProductCopy'
  | 'GetContentRecords'
  | 'GetContentRecord'
  | 'SaveContentRecord'
> = {
  GetContentRules: {
    request: {},
    response: {
      priceSteps: [21200, 5],
      pictures: ['/uploads/blog/extenders.jpg'],
      logos: ['/uploads/partners/summit.jpg'],
      categories: [{ id: '12', name: 'Extenders: HDMI' }],
    },
    invalidRequest: [],
    invalidResponse: { priceSteps: ['212.00'], pictures: [], logos: [], categories: [] },
  },
  FindProducts: {
    request: { query: 'extender' },
    response: { products: [{ sku: 'AV-HD-EXT-4K', title: productCopy.title, draft: false }] },
    invalidRequest: { query: 42 },
    invalidResponse: { products: [{ sku: 'AV-HD-EXT-4K' }] },
  },
  GetProductCopy: {
    request: { sku: 'AV-HD-EXT-4K' },
    response: { sku: 'AV-HD-EXT-4K', copy: productCopy, draft: true },
    invalidRequest: {},
    invalidResponse: { sku: 'AV-HD-EXT-4K', copy: {}, draft: true },
  },
  SaveProductCopy: {
    request: { sku: 'AV-HD-EXT-4K', copy: productCopy },
    response: saved,
    invalidRequest: { sku: 'AV-HD-EXT-4K', copy: { ...productCopy, title: 7 } },
    invalidResponse: { savedAt: 1 },
  },
  GetContentRecords: {
    request: { kind: 'news' },
    response: {
      records: [
        { key: newKey, title: newsCopy.title, detail: newsCopy.date, draft: true },
        { key: '3', title: 'Older news', detail: '2026-10-01', draft: false },
      ],
    },
    invalidRequest: { kind: 'product' },
    invalidResponse: { records: [{ key: 'draft-1', title: 'x', detail: '', draft: true }] },
  },
  GetContentRecord: {
    request: { kind: 'blog', key: '3' },
    response: { kind: 'blog', key: '3', copy: postCopy, draft: false },
    invalidRequest: { kind: 'blog', key: '0' },
    invalidResponse: { kind: 'news', key: '3', copy: postCopy, draft: false },
  },
  SaveContentRecord: {
    request: { kind: 'partner', copy: partnerCopy },
    response: { key: newKey, ...saved },
    invalidRequest: { kind: 'partner', copy: { ...partnerCopy, region: 'Europe' } },
    invalidResponse: saved,
  },
};
