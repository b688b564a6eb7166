import type { CallSamples } from './sample.ts';

const card = {
  sku: 'HD-EXT-4K',
  title: '4K HDMI Extender',
  subtitle: 'HDBaseT, 100 m',
  kproimage: 'hd-ext-4k.png',
  isNew: true,
};
const priceRecord = { msrp: 499, dealer: 349.5, stock: 12 };
const itemDetailSample = {
  refItemDetail: [
    {
      sku: 'HD-EXT-4K',
      title: '4K HDMI Extender',
      subtitle: 'HDBaseT',
      upc: '812345000017',
      description: '<p>Extends</p>',
      specs: '<table></table>',
      features: '<ul></ul>',
      image1: 'a.png',
      image2: 'b.png',
      image3: null,
      pageimage: 'p.png',
      thumbnail: 't.png',
      kproimage: 'k.png',
      kproparent: 'Extenders',
      kprochild: 'HDBaseT',
      isNew: true,
      hd4k: true,
      isTAA: false,
      metatitle: null,
      metadesc: null,
      metakeywords: null,
      releasedOn: '2026-01-15',
    },
  ],
  refDiagram: [{ filelink: 'diagram.png', filetype: 'png', filesize: '120 KB' }],
  refPanel: [],
  refDownloads: [{ filelink: 'manual.pdf', filetype: 'pdf', filesize: '1.2 MB' }],
  refStocks: [priceRecord],
  refVideos: [{ video1: 'abc123', videosku: 'HD-EXT-4K', title: 'Setup', link: 'https://video.example/abc123' }],
};

export const catalogSamples: CallSamples<
  | 'GetHomeBanner'
  | 'GetFeatureProducts'
  | 'GetAllProducts'
  | 'GetSubCategories'
  | 'GetSubCategoriesProductPage'
  | 'GetItemDetail'
  | 'GetItemDetails'
  | 'GetItemPrices'
  | 'GetFAQ'
  | 'GetAppsInfo'
  | 'GetNewProducts'
  | 'SearchProducts'
  | 'GetAllProductsSeo'
> = {
  GetHomeBanner: {
    request: {},
    response: { refFeatureProducts: [card] },
    invalidRequest: null,
    invalidResponse: { refFeatureProducts: [{ ...card, isNew: 'yes' }] },
  },
  GetFeatureProducts: {
    request: {},
    response: { refFeatureProducts: [card] },
    invalidRequest: 'all',
    invalidResponse: { products: [card] },
  },
  GetAllProducts: {
    request: {},
    response: [
      {
        category: 'Cables',
        path: '/cables',
        categoryId: 2,
        subcategory: [{ name: 'HDMI', path: '/cables/hdmi', SubcategoryId: 21 }],
      },
    ],
    invalidRequest: 7,
    invalidResponse: [{ category: 'Cables', path: 'cables', categoryId: 2, subcategory: [] }],
  },
  GetSubCategories: {
    request: { productid: 2 },
    response: {
      refSubCategories: [
        {
          pkgroupid: 21,
          kproimg: 'hdmi.png',
          kprochild: 'HDMI',
          kprodesc: 'HDMI cables',
          kprochild2: 'hdmi',
          parentTitle: 'Cables',
          metadesc: null,
          metakeywords: 'hdmi cable',
        },
      ],
    },
    invalidRequest: { productid: 'cables' },
    invalidResponse: { refSubCategories: [{ pkgroupid: 21 }] },
  },
  GetSubCategoriesProductPage: {
    request: { subcategoryId: '21' },
    response: {
      refSubCategoryProducts: [
        {
          pkskuid: 501,
          kproimage: 'c.png',
          sku: 'HDMI-8K-2M',
          title: '8K HDMI Cable',
          subtitle: '2 m',
          kprodesc: 'Ultra high speed',
          isNew: false,
          metatitle: null,
          metadesc: null,
          metakeywords: null,
        },
      ],
    },
    invalidRequest: {},
    invalidResponse: { refSubCategoryProducts: null },
  },
  GetItemDetail: {
    request: { skuid: 'HDEXT4K' },
    response: itemDetailSample,
    invalidRequest: { skuid: '  ' },
    invalidResponse: {
      refItemDetail: [],
      refDiagram: [],
      refPanel: [],
      refDownloads: [],
      refVideos: [],
      refStocks: [{ msrp: 'call us' }],
    },
  },
  GetItemPrices: {
    request: { skuids: ['HD-EXT-4K'] },
    response: { refPrices: [{ sku: 'HD-EXT-4K', msrp: 499, dealer: 349.5, stock: 12 }] },
    invalidRequest: { skuids: Array.from({ length: 501 }, (_, i) => `SKU-${i}`) },
    invalidResponse: { refPrices: [{ sku: 'HD-EXT-4K', dealer: 'call us' }] },
  },
  GetItemDetails: {
    request: { skuids: ['HD-EXT-4K'] },
    response: {
      refItems: [
        {
          sku: 'HD-EXT-4K',
          detail: { ...itemDetailSample, refStocks: [] },
          faq: [{ question: 'Does it pass HDR?', answer: '<p>Yes.</p>' }],
        },
      ],
    },
    invalidRequest: { skuids: [] },
    invalidResponse: { refItems: [{ sku: 'HD-EXT-4K', faq: [] }] },
  },
  GetFAQ: {
    request: { sku: 'HD-EXT-4K' },
    response: { refFaq: [{ question: 'Does it pass HDR?', answer: '<p>Yes.</p>' }] },
    invalidRequest: { sku: '' },
    invalidResponse: { refFaq: [{ question: 'Q' }] },
  },
  GetAppsInfo: {
    request: { appId: 1 },
    response: {
      refAppsInfo: [
        {
          appname: 'Classroom',
          apptext: 'Teach',
          banner: 'b.jpg',
          thumbnail: 't.jpg',
          sku: 'HD-EXT-4K',
          metatitle: null,
          metadesc: null,
          metakeywords: null,
        },
      ],
      Converters: [],
      Extenders: [card],
      Splitters: [],
      Switchers: [],
    },
    invalidRequest: { appId: 11 },
    invalidResponse: { refAppsInfo: [], Converters: [] },
  },
  GetNewProducts: {
    request: {},
    response: { refNewProducts: [card] },
    invalidRequest: undefined,
    invalidResponse: { refNewProducts: [{ sku: 1 }] },
  },
  SearchProducts: {
    request: { term: 'hdmi' },
    response: { refSearchData: [{ sku: 'HDMI-8K-2M', title: '8K HDMI Cable', subtitle: '2 m', image1: 'c.png' }] },
    invalidRequest: { term: '   ' },
    invalidResponse: { refSearchData: [{ sku: 'HDMI-8K-2M' }] },
  },
  GetAllProductsSeo: {
    request: {},
    response: { refSeoProducts: [{ sku: 'HDMI-8K-2M', title: '8K HDMI Cable', upc: '812345000024' }] },
    invalidRequest: [],
    invalidResponse: { refSeoProducts: [{ sku: 'HDMI-8K-2M', title: '8K HDMI Cable' }] },
  },
};
