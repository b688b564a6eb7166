import { placeOrderResponse } from '../orders.ts';
import { submissionAck } from '../ack.ts';
import { defineCall } from '../define-call.ts';
import {
  acceptQuoteRequest,
  answerQuoteRequest,
  quoteIdRequest,
  quoteResponse,
  quotesResponse,
  requestQuoteRequest,
} from '../quotes.ts';
import { noInputRequest } from '../lists.ts';

/** Quote requests: the dealer asks and accepts, the staff account answers. */

const quotes = '/api/Quotes';

export const RequestQuote = defineCall({
  name: 'RequestQuote',
  method: 'POST',
  path: `${quotes}/RequestQuote`,
  auth: 'bearer',
  request: requestQuoteRequest,
  response: submissionAck,
});
export const GetQuotes = defineCall({
  name: 'GetQuotes',
  method: 'POST',
  path: `${quotes}/GetQuotes`,
  auth: 'bearer',
  request: noInputRequest,
  response: quotesResponse,
});
export const GetQuote = defineCall({
  name: 'GetQuote',
  method: 'POST',
  path: `${quotes}/GetQuote`,
  auth: 'bearer',
  request: quoteIdRequest,
  response: quoteResponse,
});
export const AcceptQuote = defineCall({
  name: 'AcceptQuote',
  method: 'POST',
  path: `${quotes}/AcceptQuote`,
  auth: 'bearer',
  request: acceptQuoteRequest,
  response: placeOrderResponse,
});
/** Staff only: every account's requests waiting for an answer or answered. */
export const GetQuoteRequests = defineCall({
  name: 'GetQuoteRequests',
  method: 'POST',
  path: `${quotes}/GetQuoteRequests`,
  auth: 'bearer',
  request: noInputRequest,
  response: quotesResponse,
});
export const AnswerQuote = defineCall({
  name: 'AnswerQuote',
  method: 'POST',
  path: `${quotes}/AnswerQuote`,
  auth: 'bearer',
  request: answerQuoteRequest,
  response: quoteResponse,
});
