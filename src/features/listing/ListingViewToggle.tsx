import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $listingView, type ListingView } from './listing-view.store.ts';
import './listing-view.css';

const labels: Record<ListingView, string> = { cards: 'Cards', rows: 'List' };

/**
 * The signed-in buyer's choice between cards and a compact list of the listing's products (price,
 * stock and Add to cart on one line each). The list is the card grid laid out in rows, so filters,
 * sort and pages work the same in both.
 */
export function ListingViewToggle() {
  const view = useStore($listingView);

  useEffect(() => {
    const grid = document.querySelector('.card-grid[data-listing-grid]');
    grid?.classList.toggle('card-grid--rows', view === 'rows');
    return () => grid?.classList.remove('card-grid--rows');
  }, [view]);

  return (
    <div className="listing-view__toggle" role="group" aria-label="View">
      {(Object.keys(labels) as ListingView[]).map((choice) => (
        <button
          key={choice}
          type="button"
          className="listing-view__choice"
          aria-pressed={view === choice}
          onClick={() => $listingView.set(choice)}
        >
          {labels[choice]}
        </button>
      ))}
    </div>
  );
}
