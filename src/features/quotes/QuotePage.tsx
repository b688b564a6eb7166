import { lazy, Suspense } from 'react';
import type { Quote } from '../../api/quotes.ts';
import { formatPrice } from '../../config/pricing.ts';
import { AccountView } from '../account/AccountView.tsx';
import { Day } from '../account/Day.tsx';
import { idInAddress } from '../lists/lists.ts';
import { fetchQuote } from './quotes.api.ts';
import { QuoteLines } from './QuoteLines.tsx';
import { quoteTotal, STATUS_TEXT } from './quotes.ts';
import '../lists/lists.css';

// The accept form brings the forms library: loaded once the quote shows.
const Accept = lazy(() => import('./AcceptQuote.tsx'));

function QuoteDetails({ quote, setQuote }: { quote: Quote; setQuote: (quote: Quote) => void }) {
  const total = quoteTotal(quote);
  return (
    <>
      <h2>Quote {quote.id}</h2>
      <dl className="quote-facts">
        <dt>Status</dt>
        <dd>{STATUS_TEXT[quote.status]}</dd>
        <dt>Requested</dt>
        <dd>
          <Day value={quote.createdAt} />
        </dd>
        <dt>Target date</dt>
        <dd>
          <Day value={quote.targetDate} />
        </dd>
        <dt>Valid until</dt>
        <dd>
          <Day value={quote.expiresOn} />
        </dd>
        <dt>Your note</dt>
        <dd>{quote.note || 'N/A'}</dd>
        <dt>Total</dt>
        <dd>{total === undefined ? 'N/A' : formatPrice(total)}</dd>
      </dl>
      <QuoteLines quote={quote} />
      {quote.status === 'answered' && (
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Accept quote={quote} onPlaced={(docNum) => setQuote({ ...quote, status: 'ordered', docNum })} />
        </Suspense>
      )}
      {quote.docNum !== null && (
        <p role="status">
          Ordered as <a href={`/account/order/${quote.docNum}`}>order {quote.docNum}</a>.
        </p>
      )}
    </>
  );
}

/** /account/quote?id=12: one quote request, and once priced, Accept to order at its prices. */
export default function QuotePage() {
  const id = idInAddress(window.location.search);
  if (id === undefined)
    return (
      <p role="alert">
        No such quote. See your <a href="/account/quotes">Quotes</a>.
      </p>
    );
  return (
    <AccountView title="Quote" load={() => fetchQuote(id)}>
      {(quote, setQuote) => <QuoteDetails quote={quote} setQuote={setQuote} />}
    </AccountView>
  );
}
