import { noInputRequest } from '../lists.ts';
import { defineCall } from '../define-call.ts';
import {
  contentRulesResponse,
  findProductsRequest,
  findProductsResponse,
  productCopyResponse,
  recordRequest,
  recordResponse,
  recordsRequest,
  recordsResponse,
  saveProductCopyRequest,
  saveRecordRequest,
  savedDraftResponse,
  savedRecordResponse,
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
export const GetContentRecords = defineCall(post('GetContentRecords', recordsRequest, recordsResponse));
export const GetContentRecord = defineCall(post('GetContentRecord', recordRequest, recordResponse));
export const SaveContentRecord = defineCall(post('SaveContentRecord', saveRecordRequest, savedRecordResponse));
