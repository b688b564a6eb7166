import { lazy, Suspense, useId, useState } from 'react';
import type { WantedLine } from '../../api/lists.ts';

const QuoteRequestForm = lazy(() => import('./QuoteRequestForm.tsx'));

/**
 * "Request a quote" in the cart: the cart's lines with a note and an optional target date go to
 * sales (stored, then mailed); the request then shows on the account's Quotes page. The cart stays.
 */
export function RequestQuote({ lines }: { lines: () => WantedLine[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<number>();
  return (
    <div className="request-quote">
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setSent(undefined);
          setOpen(!open);
        }}
      >
        Request a quote
      </button>
      {open && (
        <Suspense fallback={<p role="status">Loading...</p>}>
          <QuoteRequestForm
            id={id}
            lines={lines}
            onSent={(quoteId) => {
              setSent(quoteId);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
      {sent !== undefined && (
        <p role="status">
          Quote request {sent} was sent to sales. Follow it on your <a href="/account/quotes">Quotes</a> page.
        </p>
      )}
    </div>
  );
}
