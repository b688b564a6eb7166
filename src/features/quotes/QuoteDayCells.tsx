import type { Quote } from '../../api/quotes.ts';
import { Day } from '../account/Day.tsx';

/** A quote row's Requested and Target date cells, in the account tables' day format. */
export function QuoteDayCells({ quote }: { quote: Quote }) {
  return (
    <>
      <td>
        <Day value={quote.createdAt} />
      </td>
      <td>
        <Day value={quote.targetDate} />
      </td>
    </>
  );
}
