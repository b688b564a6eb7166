import { lazy, Suspense } from 'react';
import type { Quote } from '../../api/quotes.ts';
import { AccountView } from '../account/AccountView.tsx';
import { ScrollTable } from '../account/ScrollTable.tsx';
import { idInAddress } from '../lists/lists.ts';
import { QuoteDayCells } from './QuoteDayCells.tsx';
import { fetchQuote, fetchQuoteRequests } from './quotes.api.ts';
import { STATUS_TEXT } from './quotes.ts';

const Answer = lazy(() => import('./QuoteAnswer.tsx'));
import '../lists/lists.css';

const columns = ['Quote', 'Company', 'Requested', 'Target date', 'Lines', 'Status'] as const;

function Requests({ quotes }: { quotes: Quote[] }) {
  return (
    <ScrollTable label="Quote requests" columns={columns} rowCount={quotes.length} empty="No quote requests.">
      {quotes.map((quote) => (
        <tr key={quote.id}>
          <td>
            <a href={`/account/quote-requests?id=${quote.id}`}>{quote.id}</a>
          </td>
          <td>{quote.company}</td>
          <QuoteDayCells quote={quote} />
          <td className="num">{quote.lines.length}</td>
          <td>{STATUS_TEXT[quote.status]}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** /account/quote-requests (staff): every request; `?id=12` answers one on its own page. */
export default function QuoteRequestsPage() {
  const id = idInAddress(window.location.search);
  if (id !== undefined) {
    return (
      <AccountView title="Answer a quote request" load={() => fetchQuote(id)}>
        {(quote, setQuote) => (
          <Suspense fallback={<p role="status">Loading...</p>}>
            <Answer quote={quote} setQuote={setQuote} />
          </Suspense>
        )}
      </AccountView>
    );
  }
  return (
    <AccountView title="Quote requests" load={() => fetchQuoteRequests()}>
      {(quotes) => <Requests quotes={quotes} />}
    </AccountView>
  );
}
