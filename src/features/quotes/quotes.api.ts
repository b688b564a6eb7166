import {
  AcceptQuote,
  AnswerQuote,
  GetQuote,
  GetQuoteRequests,
  GetQuotes,
  RequestQuote,
} from '../../api/calls/quotes.ts';
import type { WantedLine } from '../../api/lists.ts';
import { passHeaders } from '../../api/misc.ts';
import { api } from '../session/api.ts';

/** Every quote call of the site; a dealer reaches only its own quotes, staff every request. */

export const requestQuote = (lines: WantedLine[], note: string, targetDate: string | undefined) =>
  api.call(RequestQuote, { lines, note, ...(targetDate ? { targetDate } : {}) });

export async function fetchQuotes() {
  return (await api.call(GetQuotes, {})).quotes;
}

export async function fetchQuote(id: number) {
  return (await api.call(GetQuote, { id })).quote;
}

/** Places the order of an answered quote, with the human-verification pass it spends. */
export const acceptQuote = (id: number, lines: WantedLine[], PONumber: string, pass: string) =>
  api.call(AcceptQuote, { id, lines, ...(PONumber ? { PONumber } : {}) }, { headers: passHeaders(pass) });

export async function fetchQuoteRequests() {
  return (await api.call(GetQuoteRequests, {})).quotes;
}

export async function answerQuote(id: number, expiresOn: string, prices: Array<{ lineNum: number; price: number }>) {
  return (await api.call(AnswerQuote, { id, expiresOn, prices })).quote;
}
