import {
  allProductsResponse,
  featureProductsResponse,
  newProductsResponse,
  noInput,
  searchRequest,
  searchResponse,
  seoProductsResponse,
  subCategoriesRequest,
  subCategoriesResponse,
  subCategoryProductsRequest,
  subCategoryProductsResponse,
} from '../catalog.ts';
import { appsInfoRequest, appsInfoResponse } from '../solutions.ts';
import { defineCall } from '../define-call.ts';
import { searchProductsPath } from '../paths.ts';

/** Catalogue calls: home lists, menu, category pages, solutions, search and the SEO list. */

export const GetHomeBanner = defineCall({
  name: 'GetHomeBanner',
  method: 'GET',
  path: '/api/Home/GetHomeBanner',
  auth: 'none',
  request: noInput,
  response: featureProductsResponse,
});
export const GetFeatureProducts = defineCall({
  name: 'GetFeatureProducts',
  method: 'GET',
  path: '/api/Home/GetFeatureProducts',
  auth: 'none',
  request: noInput,
  response: featureProductsResponse,
});
export const GetAllProducts = defineCall({
  name: 'GetAllProducts',
  method: 'GET',
  path: '/api/Home/GetAllProducts',
  auth: 'none',
  request: noInput,
  response: allProductsResponse,
});
export const GetSubCategories = defineCall({
  name: 'GetSubCategories',
  method: 'POST',
  path: '/api/Category/GetSubCategories',
  auth: 'none',
  request: subCategoriesRequest,
  response: subCategoriesResponse,
});
export const GetSubCategoriesProductPage = defineCall({
  name: 'GetSubCategoriesProductPage',
  method: 'POST',
  path: '/api/Category/GetSubCategoriesProductPage',
  auth: 'none',
  request: subCategoryProductsRequest,
  response: subCategoryProductsResponse,
});
export const GetAppsInfo = defineCall({
  name: 'GetAppsInfo',
  method: 'POST',
  path: '/api/Home/GetAppsInfo',
  auth: 'none',
  request: appsInfoRequest,
  response: appsInfoResponse,
});
export const GetNewProducts = defineCall({
  name: 'GetNewProducts',
  method: 'GET',
  path: '/api/Home/GetNewProducts',
  auth: 'none',
  request: noInput,
  response: newProductsResponse,
});
export const SearchProducts = defineCall({
  name: 'SearchProducts',
  method: 'GET',
  path: searchProductsPath,
  auth: 'none',
  request: searchRequest,
  response: searchResponse,
});
export const GetAllProductsSeo = defineCall({
  name: 'GetAllProductsSeo',
  method: 'GET',
  path: '/api/Home/GetAllProductsSeo',
  auth: 'none',
  request: noInput,
  response: seoProductsResponse,
});
