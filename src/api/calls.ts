import type { z } from 'zod';
import * as account from './account.ts';
import { statusAck, submissionAck } from './ack.ts';
import * as catalog from './catalog.ts';
import { defineCall } from './define-call.ts';
import * as forms from './forms.ts';
import { invoicesRequest, invoicesResponse } from './invoices.ts';
import * as item from './item.ts';
import * as misc from './misc.ts';
import { placeOrderRequest, placeOrderResponse } from './orders.ts';
import * as session from './session.ts';
import * as content from './content.ts';
import { appsInfoRequest, appsInfoResponse } from './solutions.ts';

const { noInput } = catalog;
const JSON_PATCH = 'application/json-patch+json';

/** Every call of the API, named by the last segment of its path. */
export const calls = {
  GetHomeBanner: defineCall({
    method: 'GET',
    path: '/api/Home/GetHomeBanner',
    auth: 'none',
    request: noInput,
    response: catalog.featureProductsResponse,
  }),
  GetFeatureProducts: defineCall({
    method: 'GET',
    path: '/api/Home/GetFeatureProducts',
    auth: 'none',
    request: noInput,
    response: catalog.featureProductsResponse,
  }),
  GetAllProducts: defineCall({
    method: 'GET',
    path: '/api/Home/GetAllProducts',
    auth: 'none',
    request: noInput,
    response: catalog.allProductsResponse,
  }),
  GetSubCategories: defineCall({
    method: 'POST',
    path: '/api/Category/GetSubCategories',
    auth: 'none',
    request: catalog.subCategoriesRequest,
    response: catalog.subCategoriesResponse,
  }),
  GetSubCategoriesProductPage: defineCall({
    method: 'POST',
    path: '/api/Category/GetSubCategoriesProductPage',
    auth: 'none',
    request: catalog.subCategoryProductsRequest,
    response: catalog.subCategoryProductsResponse,
  }),
  GetItemDetail: defineCall({
    method: 'POST',
    path: '/api/Category/GetItemDetail',
    auth: 'optional',
    request: item.itemDetailRequest,
    response: item.itemDetailResponse,
  }),
  GetFAQ: defineCall({
    method: 'GET',
    path: '/api/Home/GetFAQ',
    auth: 'none',
    request: item.faqRequest,
    response: item.faqResponse,
  }),
  GetAppsInfo: defineCall({
    method: 'POST',
    path: '/api/Home/GetAppsInfo',
    auth: 'none',
    request: appsInfoRequest,
    response: appsInfoResponse,
  }),
  GetNewProducts: defineCall({
    method: 'GET',
    path: '/api/Home/GetNewProducts',
    auth: 'none',
    request: noInput,
    response: catalog.newProductsResponse,
  }),
  SearchProducts: defineCall({
    method: 'GET',
    path: '/api/Home/SearchProducts',
    auth: 'none',
    request: catalog.searchRequest,
    response: catalog.searchResponse,
  }),
  GetAllProductsSeo: defineCall({
    method: 'GET',
    path: '/api/Home/GetAllProductsSeo',
    auth: 'none',
    request: noInput,
    response: catalog.seoProductsResponse,
  }),
  ValidateCaptcha: defineCall({
    method: 'GET',
    path: '/api/Home/ValidateCaptcha',
    auth: 'none',
    request: misc.validateCaptchaRequest,
    response: misc.validateCaptchaResponse,
  }),
  ReportNotFound: defineCall({
    method: 'POST',
    path: '/api/Home/ReportNotFound',
    auth: 'none',
    request: misc.reportNotFoundRequest,
    response: submissionAck,
    contentType: JSON_PATCH,
  }),
  PlacingOrder: defineCall({
    method: 'POST',
    path: '/api/EmailManagement/PlacingOrder',
    auth: 'bearer',
    request: placeOrderRequest,
    response: placeOrderResponse,
  }),

  Login: defineCall({
    method: 'POST',
    path: '/Login',
    auth: 'none',
    request: session.loginRequest,
    response: session.loginResponse,
  }),
  ParseProperties: defineCall({
    method: 'POST',
    path: '/api/Account/ParseProperties',
    auth: 'bearer',
    request: session.profileRequest,
    response: session.profileResponse,
  }),
  ImpersonateUser: defineCall({
    method: 'GET',
    path: '/ImpersonateUser',
    auth: 'bearer',
    request: session.impersonateRequest,
    response: session.loginResponse,
  }),
  ChangePassword: defineCall({
    method: 'POST',
    path: '/ChangePassword',
    auth: 'bearer',
    request: session.changePasswordRequest,
    response: statusAck,
  }),

  SAP_OpenOrdersPortal: defineCall({
    method: 'POST',
    path: '/api/Account/SAP_OpenOrdersPortal',
    auth: 'bearer',
    request: account.shipmentsRequest,
    response: account.shipmentsResponse,
  }),
  SAP_OrdersPortal: defineCall({
    method: 'POST',
    path: '/api/Account/SAP_OrdersPortal',
    auth: 'bearer',
    request: account.ordersRequest,
    response: account.ordersResponse,
  }),
  GetShipmentDetails: defineCall({
    method: 'POST',
    path: '/api/Account/GetShipmentDetails',
    auth: 'bearer',
    request: account.shipmentDetailsRequest,
    response: account.shipmentDetailsResponse,
  }),
  SAP_GetOpenItems: defineCall({
    method: 'POST',
    path: '/api/Account/SAP_GetOpenItems',
    auth: 'bearer',
    request: account.openItemsRequest,
    response: account.openItemsResponse,
  }),
  UpdateComments: defineCall({
    method: 'POST',
    path: '/api/Account/UpdateComments',
    auth: 'bearer',
    request: account.updateCommentsRequest,
    response: statusAck,
  }),
  GetProductsList: defineCall({
    method: 'POST',
    path: '/api/Account/GetProductsList',
    auth: 'bearer',
    request: account.productsListRequest,
    response: account.productsListResponse,
  }),
  GetSkuHistoryList: defineCall({
    method: 'POST',
    path: '/api/Account/GetSkuHistoryList',
    auth: 'bearer',
    request: account.skuHistoryRequest,
    response: account.skuHistoryResponse,
  }),
  GetInvoices: defineCall({
    method: 'POST',
    path: '/api/Account/GetInvoices',
    auth: 'bearer',
    request: invoicesRequest,
    response: invoicesResponse,
  }),

  GetPartners: defineCall({
    method: 'POST',
    path: '/api/Home/GetPartners',
    auth: 'none',
    request: noInput,
    response: content.partnersResponse,
  }),
  GetNews: defineCall({
    method: 'POST',
    path: '/api/Home/GetNews',
    auth: 'none',
    request: noInput,
    response: content.newsResponse,
  }),
  GetNewsDetails: defineCall({
    method: 'POST',
    path: '/api/Home/GetNewsDetails',
    auth: 'none',
    request: content.newsDetailsRequest,
    response: content.newsDetailsResponse,
  }),
  GetBlogList: defineCall({
    method: 'GET',
    path: '/api/blog',
    auth: 'none',
    request: content.blogListRequest,
    response: content.blogListResponse,
  }),
  GetBlogDetail: defineCall({
    method: 'GET',
    path: '/api/blog/:id',
    auth: 'none',
    request: content.blogDetailRequest,
    response: content.blogDetailResponse,
  }),

  DealerSignUp: defineCall({
    method: 'POST',
    path: '/api/EmailManagement/DealerSignUp',
    auth: 'none',
    request: forms.dealerSignUpRequest,
    response: submissionAck,
  }),
  NewsLetterSignup: defineCall({
    method: 'POST',
    path: '/api/EmailManagement/NewsLetterSignup',
    auth: 'none',
    request: forms.newsletterSignupRequest,
    response: submissionAck,
  }),
  PressEnquiry: defineCall({
    method: 'POST',
    path: '/api/EmailManagement/PressEnquiry',
    auth: 'none',
    request: forms.pressEnquiryRequest,
    response: submissionAck,
  }),
  SalesEnquiry: defineCall({
    method: 'POST',
    path: '/api/EmailManagement/SalesEnquiry',
    auth: 'none',
    request: forms.salesEnquiryRequest,
    response: submissionAck,
  }),
  TechSupport: defineCall({
    method: 'POST',
    path: '/api/EmailManagement/TechSupport',
    auth: 'none',
    request: forms.techSupportRequest,
    response: submissionAck,
  }),
  DemoForm: defineCall({
    method: 'POST',
    path: '/api/EmailManagement/TechSupport',
    auth: 'none',
    request: forms.demoFormRequest,
    response: submissionAck,
  }),
  PostFAQ: defineCall({
    method: 'POST',
    path: '/api/Home/PostFAQ',
    auth: 'none',
    request: forms.postFaqRequest,
    response: submissionAck,
  }),
  ProductEnquiry: defineCall({
    method: 'POST',
    path: '/api/Home/ProductEnquiry',
    auth: 'none',
    request: forms.productEnquiryRequest,
    response: submissionAck,
  }),
  ProductEnquiryMail: defineCall({
    method: 'POST',
    path: '/api/EmailManagement/ProductEnquiryMail',
    auth: 'none',
    request: forms.productEnquiryRequest,
    response: submissionAck,
  }),
  RegisterDealer: defineCall({
    method: 'POST',
    path: '/api/EmailManagement/RegisterDealer',
    auth: 'none',
    request: forms.registerDealerRequest,
    response: submissionAck,
  }),
};

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a caller passes: query values for GET (path parameters included), the body for POST. */
export type CallInput<N extends CallName> = z.input<Calls[N]['request']>;
export type CallOutput<N extends CallName> = z.output<Calls[N]['response']>;

/** Type guard for names coming from outside (route tables, logs). */
export function isCallName(name: string): name is CallName {
  return Object.hasOwn(calls, name);
}
