import {
  FindProducts,
  GetBlogPost,
  GetBlogPosts,
  GetContentRules,
  GetProductCopy,
  SaveBlogPost,
  SaveProductCopy,
} from '../../api/calls/staff-content.ts';
import type { BlogPostCopy, ProductCopy } from '../../api/staff-content.ts';
import { api } from '../session/api.ts';

/** The staff editor's calls; each answers 404 to anyone but staff signed in as itself. */

export const fetchContentRules = () => api.call(GetContentRules, {});
export const findProducts = async (query: string) => (await api.call(FindProducts, { query })).products;
export const fetchProductCopy = (sku: string) => api.call(GetProductCopy, { sku });
export const saveProductCopy = (sku: string, copy: ProductCopy) => api.call(SaveProductCopy, { sku, copy });
export const fetchBlogPosts = async () => (await api.call(GetBlogPosts, {})).posts;
export const fetchBlogPost = (id: number) => api.call(GetBlogPost, { id });
export const saveBlogPost = (id: number, copy: BlogPostCopy) => api.call(SaveBlogPost, { id, copy });
