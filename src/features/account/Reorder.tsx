import { useState } from 'react';
import type { OrderLine } from '../../api/account.ts';
import type { BulkAddResult } from '../cart/bulk-add.store.ts';
import { LineReport } from '../cart/LineReport.tsx';

/** Puts an order's lines back in the cart at today's prices, and says what could not go in. */
export function Reorder({ lines, accountType }: { lines: OrderLine[]; accountType: string }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkAddResult>();
  const [failed, setFailed] = useState(false);

  async function reorder() {
    setBusy(true);
    setFailed(false);
    try {
      // Loaded on click: the catalogue look-ups cost the page nothing until then.
      const { addWantedToCart } = await import('../cart/bulk-add.store.ts');
      setResult(
        await addWantedToCart(
          lines.map((line) => ({ sku: line.ItemCode, qty: line.Qty })),
          accountType,
        ),
      );
    } catch (error) {
      console.error(new Error('Reorder failed', { cause: error }));
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

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
