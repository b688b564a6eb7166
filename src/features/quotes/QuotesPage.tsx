import type { Quote } from '../../api/quotes.ts';
import { formatPrice } from '../../config/pricing.ts';
import { AccountView } from '../account/AccountView.tsx';
import { Day } from '../account/Day.tsx';
import { ScrollTable } from '../account/ScrollTable.tsx';
import { QuoteDayCells } from './QuoteDayCells.tsx';
import { fetchQuotes } from './quotes.api.ts';
import { quoteTotal, STATUS_TEXT } from './quotes.ts';

const columns = ['Quote', 'Requested', 'Target date', 'Lines', 'Status', 'Valid until', 'Total'] as const;

function QuoteTable({ quotes, staff }: { quotes: Quote[]; staff: boolean }) {
  return (
    <>
      {staff && (
        <p>
          <a href="/account/quote-requests">Answer quote requests</a>
        </p>
      )}
      <ScrollTable label="Quotes" columns={columns} rowCount={quotes.length} empty="No quote requests yet.">
        {quotes.map((quote) => {
          const total = quoteTotal(quote);
          return (
            <tr key={quote.id}>
              <td>
                <a href={`/account/quote?id=${quote.id}`}>{quote.id}</a>
              </td>
              <QuoteDayCells quote={quote} />
              <td className="num">{quote.lines.length}</td>
              <td>
                {quote.status === 'ordered' && quote.docNum ? `Ordered (${quote.docNum})` : STATUS_TEXT[quote.status]}
              </td>
              <td>
                <Day value={quote.expiresOn} />
              </td>
              <td className="num">{total === undefined ? 'N/A' : formatPrice(total)}</td>
            </tr>
          );
        })}
      </ScrollTable>
    </>
  );
}

/** /account/quotes: the account's quote requests with their status. */
export default function QuotesPage() {
  return (
    <AccountView
      title="Quotes"
      intro="Request a quote from your cart. Sales prices each line; accept the quote here to order at those prices."
      load={() => fetchQuotes()}
    >
      {(quotes, _set, info) => <QuoteTable quotes={quotes} staff={info.AccountType === 'Staff'} />}
    </AccountView>
  );
}
