import {
  FindProducts,
  GetContentRecord,
  GetContentRecords,
  GetContentRules,
  GetProductCopy,
  SaveContentRecord,
  SaveProductCopy,
} from '../../api/calls/staff-content.ts';
import type { ContentRecordKind, ProductCopy, SaveRecordRequest } from '../../api/staff-content.ts';
import { api } from '../session/api.ts';

/** The staff editor's calls; each answers 404 to anyone but staff signed in as itself. */

export const fetchContentRules = () => api.call(GetContentRules, {});
export const findProducts = async (query: string) => (await api.call(FindProducts, { query })).products;
export const fetchProductCopy = (sku: string) => api.call(GetProductCopy, { sku });
export const saveProductCopy = (sku: string, copy: ProductCopy) => api.call(SaveProductCopy, { sku, copy });
export const fetchRecords = async (kind: ContentRecordKind) => (await api.call(GetContentRecords, { kind })).records;
export const fetchRecord = (kind: ContentRecordKind, key: string) => api.call(GetContentRecord, { kind, key });
/** Saves a record's draft; without a key, creates the record. Answers its key, when and by whom. */
export const saveRecord = (request: SaveRecordRequest) => api.call(SaveContentRecord, request);
