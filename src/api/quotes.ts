import * as z from 'zod/mini';
import { limits, listLimits } from '../config/limits.ts';
import { int, onFirstUse, text } from './rules.ts';
import { wantedLines } from './lists.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date, `YYYY-MM-DD`. */
export const isoDate = (message = 'Please enter a date') =>
  z.string({ error: message }).check(z.maxLength(10, { error: message, abort: true }), z.regex(ISO_DATE, message));

/** requested: waiting for sales; answered: priced until expiresOn; ordered: accepted; expired: answered, not accepted in time. */
export const quoteStatus = z.enum(['requested', 'answered', 'ordered', 'expired']);

export const quoteLine = onFirstUse(() =>
  z.object({
    lineNum: int(),
    sku: text(),
    title: text(),
    qty: int(),
    /** The quoted unit price, once sales answered. */
    price: z.nullable(z.number()),
  }),
);

export const quote = onFirstUse(() =>
  z.object({
    id: int(),
    status: quoteStatus,
    note: text(listLimits.quoteNoteMaxLength),
    targetDate: z.nullable(text()),
    createdAt: text(),
    /** The last day the quoted prices hold. */
    expiresOn: z.nullable(text()),
    /** The order the accepted quote became. */
    docNum: z.nullable(int()),
    /** Who asked: shown to sales. */
    company: text(),
    /** The member of the company who asked ('' for requests made before company accounts). */
    requestedBy: text(),
    lines: z.array(quoteLine),
  }),
);

export const requestQuoteRequest = z.object({
  note: text(listLimits.quoteNoteMaxLength),
  targetDate: z.optional(isoDate()),
  lines: wantedLines.check(z.minLength(1, { error: 'The quote has no items' })),
});
export const quoteIdRequest = z.object({ id: int().check(z.positive()) });
export const quotesResponse = onFirstUse(() => z.object({ quotes: z.array(quote) }));
export const quoteResponse = onFirstUse(() => z.object({ quote }));

/** Sales' answer: a unit price for every line and the last day it holds. */
export const answerQuoteRequest = z.object({
  id: int().check(z.positive()),
  expiresOn: isoDate('Please enter the last day the prices hold'),
  prices: z
    .array(z.object({ lineNum: int(), price: z.number().check(z.positive(), z.maximum(10_000_000)) }))
    .check(z.minLength(1), z.maxLength(listLimits.linesMax)),
});

/**
 * The dealer accepts the lines as quoted: the server places the order only when they are exactly
 * the quote's lines and quantities, for the quote's account, before it expires, once.
 */
export const acceptQuoteRequest = z.object({
  id: int().check(z.positive()),
  lines: wantedLines.check(z.minLength(1)),
  PONumber: z.optional(text(limits.poNumberMaxLength)),
});

export type QuoteStatus = z.infer<typeof quoteStatus>;
export type Quote = z.infer<typeof quote>;
export type QuoteLine = z.infer<typeof quoteLine>;
