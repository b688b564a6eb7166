import { useState } from 'react';
import type { BulkAddResult } from './bulk-add.store.ts';

/**
 * Puts many lines in the cart from a button (reorder, a finder kit): busy while it works, then
 * what went in and what could not, or that it failed. The catalogue look-ups load on first use.
 */
export function useBulkAdd(failure: string) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkAddResult>();
  const [failed, setFailed] = useState(false);

  async function add(wanted: ReadonlyArray<{ sku: string; qty: number }>, accountType: string): Promise<void> {
    setBusy(true);
    setFailed(false);
    try {
      const { addWantedToCart } = await import('./bulk-add.store.ts');
      setResult(await addWantedToCart(wanted, accountType));
    } catch (error) {
      console.error(new Error(failure, { cause: error }));
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return { busy, result, failed, add };
}
