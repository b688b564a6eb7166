import type { Quote } from '../../api/quotes.ts';
import { formatPrice } from '../../config/pricing.ts';
import { AccountView } from '../account/AccountView.tsx';
import { Day } from '../account/Day.tsx';
import { ScrollTable } from '../account/ScrollTable.tsx';
import { userMay } from '../session/may-use.ts';
import { QuoteDayCells } from './QuoteDayCells.tsx';
import { fetchQuotes } from './quotes.api.ts';
import { quoteTotal, STATUS_TEXT } from './quotes.ts';

const columns = ['Quote', 'Requested', 'Target date', 'Lines', 'Status', 'Valid until', 'Total'] as const;
/** A company admin sees every member's requests, and who asked each. */
const companyColumns = [...columns, 'Requested by'];

interface TableProps {
  quotes: Quote[];
  staff: boolean;
  company: boolean;
}

function QuoteTable({ quotes, staff, company }: TableProps) {
  return (
    <>
      {staff && (
        <p>
          <a href="/account/quote-requests">Answer quote requests</a>
        </p>
      )}
      <ScrollTable
        label="Quotes"
        columns={company ? companyColumns : columns}
        rowCount={quotes.length}
        empty="No quote requests yet."
      >
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
              {company && <td>{quote.requestedBy || 'N/A'}</td>}
            </tr>
          );
        })}
      </ScrollTable>
    </>
  );
}

/** /account/quotes: the member's quote requests with their status; an admin's list holds the company's. */
export default function QuotesPage() {
  return (
    <AccountView
      title="Quotes"
      intro="Request a quote from your cart. Sales prices each line; accept the quote here to order at those prices."
      load={() => fetchQuotes()}
    >
      {(quotes, _set, info) => (
        <QuoteTable quotes={quotes} staff={info.AccountType === 'Staff'} company={userMay(info, 'company-quotes')} />
      )}
    </AccountView>
  );
}
