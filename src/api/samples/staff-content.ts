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
  body: '<p>Distance, resolution and control decide it.</p>',
  picture: '/uploads/blog/extenders.jpg',
  metaDescription: 'How to choose an HDMI extender.',
};
const saved = { savedAt: '2026-11-28T10:15:00.000Z', savedBy: 'staff' };

export const staffContentSamples: CallSamples<
  | 'GetContentRules'
  | 'FindProducts'
  | 'GetProductCopy'
  | 'SaveProductCopy'
  | 'GetBlogPosts'
  | 'GetBlogPost'
  | 'SaveBlogPost'
> = {
  GetContentRules: {
    request: {},
    response: { prices: ['$212', '212.00'], pictures: ['/uploads/blog/extenders.jpg'] },
    invalidRequest: [],
    invalidResponse: { prices: '$212' },
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
  GetBlogPosts: {
    request: {},
    response: { posts: [{ id: 3, title: postCopy.title, date: postCopy.date, draft: false }] },
    invalidRequest: [],
    invalidResponse: { posts: [{ id: -1 }] },
  },
  GetBlogPost: {
    request: { id: 3 },
    response: { id: 3, copy: postCopy, draft: false },
    invalidRequest: { id: 0 },
    invalidResponse: { id: 3, copy: postCopy },
  },
  SaveBlogPost: {
    request: { id: 3, copy: postCopy },
    response: saved,
    invalidRequest: { id: 3.5, copy: postCopy },
    invalidResponse: {},
  },
};
