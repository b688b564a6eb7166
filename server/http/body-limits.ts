import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { calls, type CallName } from '../../src/api/calls.ts';
import { errorBody } from '../../src/api/errors.ts';

const KB = 1024;

/**
 * The largest body each call takes, in bytes, sized to what a real caller sends. Sign-in, password
 * reset, human checks, not-found reports and sign-out carry a few short fields: 4 KB holds them with
 * room, so a flood of big bodies there is refused before a byte of JSON is parsed.
 */
const SMALL = 4 * KB;
/** Calls of a few ids and short texts (a comment of 1,000 characters, an account change). */
const ORDINARY = 64 * KB;
/** An enquiry with every field full is under 100 KB. */
const FORM = 128 * KB;
/** Orders, quotes, lists and bulk reads of several hundred lines. */
const LINES = 256 * KB;

const largerBodies: Partial<Record<CallName, number>> = {
  SAP_OpenOrdersPortal: ORDINARY,
  SAP_OrdersPortal: ORDINARY,
  GetShipmentDetails: ORDINARY,
  SAP_GetOpenItems: ORDINARY,
  UpdateComments: ORDINARY,
  GetProductsList: ORDINARY,
  GetSkuHistoryList: ORDINARY,
  GetInvoices: ORDINARY,
  RequestAccountChange: ORDINARY,
  ParseProperties: ORDINARY,
  GetSubCategories: ORDINARY,
  GetSubCategoriesProductPage: ORDINARY,
  GetAppsInfo: ORDINARY,
  GetPartners: ORDINARY,
  GetNews: ORDINARY,
  GetNewsDetails: ORDINARY,
  GetSavedLists: ORDINARY,
  GetSavedList: ORDINARY,
  RenameSavedList: ORDINARY,
  DeleteSavedList: ORDINARY,
  SetSavedListLine: ORDINARY,
  GetQuotes: ORDINARY,
  GetQuote: ORDINARY,
  AcceptQuote: ORDINARY,
  GetQuoteRequests: ORDINARY,
  DeclineOrder: ORDINARY,
  DealerSignUp: FORM,
  NewsLetterSignup: FORM,
  PressEnquiry: FORM,
  SalesEnquiry: FORM,
  TechSupport: FORM,
  DemoForm: FORM,
  PostFAQ: FORM,
  ProductEnquiry: FORM,
  ProductEnquiryMail: FORM,
  RegisterDealer: FORM,
  GetItemDetails: LINES,
  GetItemPrices: LINES,
  CreateSavedList: LINES,
  AddToSavedList: LINES,
  PlacingOrder: LINES,
  RequestOrderApproval: LINES,
  RequestQuote: LINES,
  AnswerQuote: LINES,
};

/** The limit of each call's path (calls sharing a path, TechSupport and DemoForm, take the larger). */
const limitOfPath = new Map<string, number>();
for (const [name, call] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
  const limit = largerBodies[name] ?? SMALL;
  limitOfPath.set(call.path, Math.max(limit, limitOfPath.get(call.path) ?? 0));
}

/** The body limit of a path; a path that is no call gets the smallest. */
export const maxBodyBytes = (path: string): number => limitOfPath.get(path) ?? SMALL;

const tooLarge = (c: Context, maxSize: number) =>
  c.json(errorBody('Request body too large', [{ field: 'body', reason: `At most ${maxSize} bytes` }]), 413);
const limiters = new Map(
  [SMALL, ORDINARY, FORM, LINES].map((maxSize) => [
    maxSize,
    bodyLimit({ maxSize, onError: (c) => tooLarge(c, maxSize) }),
  ]),
);

/**
 * Refuses a body over its call's limit with 413, by its Content-Length before reading it, or while
 * reading a body sent without one (hono's bodyLimit counts the streamed bytes): never parsed. The
 * Content-Length is read here first: asking for the request's body, as bodyLimit does, starts
 * reading it off the socket, a cost a refused body need not have.
 */
export const bodyLimits: MiddlewareHandler = async (c, next) => {
  const maxSize = maxBodyBytes(c.req.path);
  if (!c.req.header('Transfer-Encoding') && Number(c.req.header('Content-Length')) > maxSize)
    return tooLarge(c, maxSize);
  return limiters.get(maxSize)!(c, next);
};
