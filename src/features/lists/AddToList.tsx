import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { ListSummary, WantedLine } from '../../api/lists.ts';
import { listPath } from './lists.ts';
import './lists.css';

// The form and the forms library load when the control opens: pages that show it pay little until then.
const ListPicker = lazy(() => import('./ListPicker.tsx'));

interface AddToListProps {
  /** The lines to save, read when Save is pressed (a quick-order text, the cart, one product). */
  lines: () => WantedLine[];
  /** The button's text: "Add to list", "Save cart as list"... */
  label?: string;
  /** Starts on "New list" (saving a cart) rather than the account's first list, the wishlist. */
  preferNew?: boolean;
}

/**
 * Saves lines to one of the account's lists, or to a new one: a small reusable control (item page,
 * cart, quick order, and listing cards), a button that opens a form choosing the list. Escape or
 * Cancel closes it and gives focus back to the button.
 */
export function AddToList({ lines, label = 'Add to list', preferNew = false }: AddToListProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<ListSummary>();
  const opener = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  return (
    <div className="add-to-list">
      <button
        ref={opener}
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setSaved(undefined);
          setOpen(!open);
        }}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={<p role="status">Loading your lists...</p>}>
          <ListPicker
            id={id}
            label={label}
            lines={lines}
            preferNew={preferNew}
            onClose={close}
            onSaved={(list) => {
              setSaved(list);
              close();
            }}
          />
        </Suspense>
      )}
      {saved && (
        <p role="status">
          Saved to <a href={listPath(saved)}>{saved.name}</a>.
        </p>
      )}
    </div>
  );
}
