import { atom } from 'nanostores';
import { $auth } from '../session/auth.store.ts';
import { $cart } from './cart.store.ts';
import { loadCatalogLines } from './catalog-lines.api.ts';
import { repriceLines, type LineChange } from './reprice.ts';

/** What the last check of the cart against the catalogue changed (shown until the next order). */
export const $cartChanges = atom<LineChange[]>([]);

/** The server's reason for refusing a line of the last order, by sku. */
export const $orderRefusals = atom<Record<string, string>>({});

/**
 * Checks every cart line against the catalogue with the account's token: current price and stock
 * in, lines no longer sold out. Keeps what changed for the page to say, and returns it. A line
 * added while the check ran stays as it is.
 */
export async function checkCart(): Promise<LineChange[]> {
  const lines = $cart.get();
  const accountType = $auth.get().userInfo?.AccountType;
  if (lines.length === 0 || !accountType) return [];
  const answers = await loadCatalogLines(
    lines.map((line) => ({ sku: line.id, qty: line.qty })),
    accountType,
  );
  const answerOf = new Map(lines.map((line, index) => [line.id, answers[index]]));
  const current = $cart.get();
  const { lines: checked, changes } = repriceLines(
    current,
    current.map((line) => answerOf.get(line.id) ?? { line }),
  );
  if (changes.length > 0) {
    $cart.set(checked);
    $cartChanges.set(changes);
  }
  return changes;
}

/** Forgets the changes and refusals shown (a placed order). */
export function clearCartNotes(): void {
  $cartChanges.set([]);
  $orderRefusals.set({});
}
