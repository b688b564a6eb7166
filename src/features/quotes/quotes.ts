import * as z from 'zod/mini';
import { isoDate, type Quote, type QuoteStatus } from '../../api/quotes.ts';
import { text } from '../../api/rules.ts';
import { listLimits } from '../../config/limits.ts';
import { lineTotal, roundToCents } from '../../config/pricing.ts';

/** How each status reads on the Quotes page. */
export const STATUS_TEXT: Record<QuoteStatus, string> = {
  requested: 'Waiting for sales',
  answered: 'Priced: ready to accept',
  ordered: 'Ordered',
  expired: 'Expired',
};

/** The quote request form in the cart: a note, and a target date that is blank or a calendar date. */
export const quoteRequestForm = z.object({
  note: text(listLimits.quoteNoteMaxLength),
  targetDate: z.union([z.literal(''), isoDate('Please enter a date as YYYY-MM-DD')]),
});
export type QuoteRequestForm = z.infer<typeof quoteRequestForm>;

/** A price typed by sales: a positive amount with at most two decimals. */
const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
export const priceInput = z.string().check(
  z.maxLength(12, { error: 'Enter a price like 310.00', abort: true }),
  z.trim(),
  z.regex(PRICE_PATTERN, 'Enter a price like 310.00'),
  z.refine((value) => Number(value) > 0, 'The price must be above 0'),
);

/** Sales' answer form: the last day the prices hold and a price for each line. */
export const quoteAnswerForm = z.object({
  expiresOn: isoDate('Please enter the last day the prices hold'),
  prices: z.array(z.object({ price: priceInput })),
});
export type QuoteAnswerForm = z.infer<typeof quoteAnswerForm>;

/** The quote's total at its quoted prices; undefined until every line is priced. */
export function quoteTotal(quote: Pick<Quote, 'lines'>): number | undefined {
  if (quote.lines.some((line) => line.price === null)) return undefined;
  return roundToCents(
    quote.lines.reduce((sum, line) => sum + lineTotal({ amount: line.price ?? 0, qty: line.qty }), 0),
  );
}

/** The lines the dealer accepts: exactly the quote's own, as the server requires. */
export const acceptedLines = (quote: Pick<Quote, 'lines'>) => quote.lines.map(({ sku, qty }) => ({ sku, qty }));
