import type { CallSamples } from './sample.ts';

const partner = {
  id: 3,
  name: 'Vegas Pro AV',
  logo: 'vegas-pro.png',
  city: 'Las Vegas',
  address: '2 Strip Ave',
  tel: '7025550199',
  email: 'sales@vegaspro.example',
  url: 'https://vegaspro.example',
};
const article = {
  id: 12,
  title: 'New 8K matrix',
  teaser: 'Announcing',
  newslink: null,
  newsdate: '2024-04-10',
  newscontent: '<p>Body</p>',
};

export const contentSamples: CallSamples<
  'GetPartners' | 'GetNews' | 'GetNewsDetails' | 'GetBlogList' | 'GetBlogDetail'
> = {
  GetPartners: {
    request: {},
    response: { refAll: [partner], refEmea: [], refNorthAmerica: [partner], refSouthAmerica: [], refAsia: [] },
    invalidRequest: 'partners',
    invalidResponse: { refAll: [partner] },
  },
  GetNews: {
    request: {},
    response: {
      news: [{ id: 12, title: 'New 8K matrix', teaser: 'Announcing', newslink: null, newsdate: '2024-04-10' }],
    },
    invalidRequest: null,
    invalidResponse: { news: [{ id: '12', title: 'New 8K matrix' }] },
  },
  GetNewsDetails: {
    request: { NewsId: 12 },
    response: { article },
    invalidRequest: { NewsId: -1 },
    invalidResponse: { article: { ...article, newscontent: undefined } },
  },
  GetBlogList: {
    request: { page: '2', pageSize: '10' },
    response: {
      Blogs: [
        {
          pkblogid: 7,
          title: 'Choosing HDBaseT',
          blogdate: '2024-03-01',
          parent: 'Extenders',
          child: 'HDBaseT',
          childimg: 'hdbt.png',
        },
      ],
      TotalPages: 3,
    },
    invalidRequest: { page: '0' },
    invalidResponse: { Blogs: [], TotalPages: -1 },
  },
  GetBlogDetail: {
    request: { id: '7' },
    response: {
      blog: {
        title: 'Choosing HDBaseT',
        blogdate: '2024-03-01',
        content: '<p>Long</p>',
        metaDescription: null,
        metaKeywords: null,
        parent: 'Extenders',
        child: 'HDBaseT',
      },
      relatedBlogs: [{ pkblogid: 8, title: 'Fiber or copper', blogdate: '2024-03-08' }],
      relatedSubcategories: [{ pkgroupid: 31, kproparent2: 'extenders', kprochild2: 'hdbaset', kprochild: 'HDBaseT' }],
    },
    invalidRequest: { id: 'choosing-hdbaset' },
    invalidResponse: { blog: null, relatedBlogs: [], relatedSubcategories: [] },
  },
};
