import { noInputRequest } from '../lists.ts';
import { defineCall } from '../define-call.ts';
import {
  blogPostResponse,
  blogPostsResponse,
  contentRulesResponse,
  findProductsRequest,
  findProductsResponse,
  postIdRequest,
  productCopyResponse,
  saveBlogPostRequest,
  saveProductCopyRequest,
  savedDraftResponse,
  skuRequest,
} from '../staff-content.ts';

/** The staff editor's calls: staff signed in as itself only; anyone else gets 404. */

const staff = '/api/Staff';
const post = <R, S>(name: string, request: R, response: S) =>
  ({ name, method: 'POST', path: `${staff}/${name}`, auth: 'bearer', request, response }) as const;

export const GetContentRules = defineCall(post('GetContentRules', noInputRequest, contentRulesResponse));
export const FindProducts = defineCall(post('FindProducts', findProductsRequest, findProductsResponse));
export const GetProductCopy = defineCall(post('GetProductCopy', skuRequest, productCopyResponse));
export const SaveProductCopy = defineCall(post('SaveProductCopy', saveProductCopyRequest, savedDraftResponse));
export const GetBlogPosts = defineCall(post('GetBlogPosts', noInputRequest, blogPostsResponse));
export const GetBlogPost = defineCall(post('GetBlogPost', postIdRequest, blogPostResponse));
export const SaveBlogPost = defineCall(post('SaveBlogPost', saveBlogPostRequest, savedDraftResponse));
