import { changeMessage, changesOrder, type LineChange } from './reprice.ts';

/** What the last check against the catalogue changed in the cart, in words. */
export function CartChanges({ changes }: { changes: readonly LineChange[] }) {
  if (changes.length === 0) return null;
  const heading = changes.some(changesOrder)
    ? 'Your cart was updated to today’s prices. Check it before you place the order.'
    : 'Stock changed since these lines were added.';
  return (
    <div className="cart-changes" role="status">
      <p className="cart-changes__heading">{heading}</p>
      <ul>
        {changes.map((change) => (
          <li key={`${change.sku}-${change.kind}`}>{changeMessage(change)}</li>
        ))}
      </ul>
    </div>
  );
}
