import { noInput } from '../catalog.ts';
import {
  blogDetailRequest,
  blogDetailResponse,
  blogListRequest,
  blogListResponse,
  newsDetailsRequest,
  newsDetailsResponse,
  newsResponse,
  partnersResponse,
} from '../content.ts';
import { defineCall } from '../define-call.ts';

/** Content calls: partners, news and the blog. */

export const GetPartners = defineCall({
  name: 'GetPartners',
  method: 'POST',
  path: '/api/Home/GetPartners',
  auth: 'none',
  request: noInput,
  response: partnersResponse,
});
export const GetNews = defineCall({
  name: 'GetNews',
  method: 'POST',
  path: '/api/Home/GetNews',
  auth: 'none',
  request: noInput,
  response: newsResponse,
});
export const GetNewsDetails = defineCall({
  name: 'GetNewsDetails',
  method: 'POST',
  path: '/api/Home/GetNewsDetails',
  auth: 'none',
  request: newsDetailsRequest,
  response: newsDetailsResponse,
});
export const GetBlogList = defineCall({
  name: 'GetBlogList',
  method: 'GET',
  path: '/api/blog',
  auth: 'none',
  request: blogListRequest,
  response: blogListResponse,
});
export const GetBlogDetail = defineCall({
  name: 'GetBlogDetail',
  method: 'GET',
  path: '/api/blog/:id',
  auth: 'none',
  request: blogDetailRequest,
  response: blogDetailResponse,
});
