import type { TablePage } from './paging.ts';

interface PagerProps {
  /** Names the pager (e.g. "Open orders pages"). */
  label: string;
  page: TablePage<unknown>;
  onPage: (page: number) => void;
}

/** Page buttons under a table paginated in the browser. */
export function Pager({ label, page, onPage }: PagerProps) {
  if (page.total <= 1) return null;
  return (
    <nav className="account-pager" aria-label={label}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page.number === 1}
        onClick={() => onPage(page.number - 1)}
      >
        Previous
      </button>
      {page.slots.map((slot, index) =>
        slot === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={slot}
            type="button"
            className="button button--ghost"
            aria-current={slot === page.number ? 'page' : undefined}
            aria-label={`Page ${slot}`}
            onClick={() => onPage(slot)}
          >
            {slot}
          </button>
        ),
      )}
      <button
        type="button"
        className="button button--ghost"
        disabled={page.number === page.total}
        onClick={() => onPage(page.number + 1)}
      >
        Next
      </button>
    </nav>
  );
}
