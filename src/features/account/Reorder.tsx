import type { OrderLine } from '../../api/account.ts';
import { LineReport } from '../cart/LineReport.tsx';
import { useBulkAdd } from '../cart/use-bulk-add.ts';

/** Puts an order's lines back in the cart at today's prices, and says what could not go in. */
export function Reorder({ lines, accountType }: { lines: OrderLine[]; accountType: string }) {
  const { busy, result, failed, add } = useBulkAdd('Reorder failed');
  const reorder = () =>
    add(
      lines.map((line) => ({ sku: line.ItemCode, qty: line.Qty })),
      accountType,
    );

  return (
    <div className="account-report">
      <div className="account-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void reorder()}>
          {busy ? 'Adding to cart...' : 'Reorder'}
        </button>
        {result && result.added.length > 0 && <a href="/secure/cart">Go to cart</a>}
      </div>
      {failed && <p role="alert">The order could not be added to the cart. Please try again.</p>}
      {result && <LineReport result={result} />}
    </div>
  );
}
