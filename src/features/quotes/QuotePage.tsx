import { useState } from 'react';
import * as z from 'zod/mini';
import { ApiError } from '../../api/errors.ts';
import { text } from '../../api/rules.ts';
import type { Quote } from '../../api/quotes.ts';
import { formatPrice } from '../../config/pricing.ts';
import { limits } from '../../config/limits.ts';
import { AccountView } from '../account/AccountView.tsx';
import { TextField } from '../account/TextField.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { idInAddress } from '../lists/lists.ts';
import { acceptQuote, fetchQuote } from './quotes.api.ts';
import { QuoteLines } from './QuoteLines.tsx';
import { acceptedLines, quoteTotal, STATUS_TEXT } from './quotes.ts';
import '../lists/lists.css';

const acceptForm = z.object({ po: text(limits.poNumberMaxLength) });
type AcceptForm = { po: string };

function Accept({ quote, onPlaced }: { quote: Quote; onPlaced: (docNum: number) => void }) {
  const form = useSchemaForm<AcceptForm>(acceptForm, { defaultValues: { po: '' } });
  const [failure, setFailure] = useState('');
  async function accept(values: AcceptForm) {
    setFailure('');
    try {
      onPlaced((await acceptQuote(quote.id, acceptedLines(quote), values.po.trim())).DocNum);
    } catch (error) {
      console.error(new Error(`Quote ${quote.id} was not accepted`, { cause: error }));
      const refused = error instanceof ApiError && error.status === 409;
      setFailure(refused ? error.message : 'The quote could not be accepted. Please try again.');
    }
  }
  return (
    <form className="list-name-form" noValidate onSubmit={(event) => void form.handleSubmit(accept)(event)}>
      <TextField
        form={form}
        name="po"
        label="PO number (optional)"
        maxLength={limits.poNumberMaxLength}
        autoComplete="off"
      />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Placing the order...' : 'Accept quote and order'}
      </button>
      {failure && <p role="alert">{failure}</p>}
    </form>
  );
}

function QuoteDetails({ quote, setQuote }: { quote: Quote; setQuote: (quote: Quote) => void }) {
  const total = quoteTotal(quote);
  return (
    <>
      <h2>Quote {quote.id}</h2>
      <dl className="quote-facts">
        <dt>Status</dt>
        <dd>{STATUS_TEXT[quote.status]}</dd>
        <dt>Valid until</dt>
        <dd>{quote.expiresOn ?? 'N/A'}</dd>
        <dt>Your note</dt>
        <dd>{quote.note || 'N/A'}</dd>
        <dt>Total</dt>
        <dd>{total === undefined ? 'N/A' : formatPrice(total)}</dd>
      </dl>
      <QuoteLines quote={quote} />
      {quote.status === 'answered' && (
        <Accept quote={quote} onPlaced={(docNum) => setQuote({ ...quote, status: 'ordered', docNum })} />
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
