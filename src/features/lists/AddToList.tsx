import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { SavedList } from '../../api/lists.ts';
import { listPath, savedText } from './list-link.ts';
import type { LinesToSave } from './save-to-list-form.ts';
import './lists.css';

// The form and the forms library load when the control opens: pages that show it pay little until then.
const ListPicker = lazy(() => import('./ListPicker.tsx'));

interface AddToListProps {
  /** The lines to save, or why there are none, read when pressed (a quick-order text, the cart, one product). */
  lines: () => LinesToSave;
  /** The button's text: "Add to list", "Save cart as list"... */
  label?: string;
  /** Starts on "New list" (saving a cart) rather than the account's first list, the wishlist. */
  preferNew?: boolean;
}

/**
 * Saves lines to one of the account's lists, or to a new one: a small reusable control (item page,
 * cart, quick order, and listing cards), a button that opens a form choosing the list. Escape or
 * Cancel closes it and gives focus back to the button. Every press ends in words: lines that cannot
 * be saved are named before the form opens, and a save says how many lines went to which list.
 */
export function AddToList({ lines, label = 'Add to list', preferNew = false }: AddToListProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<{ list: SavedList; count: number }>();
  const [problem, setProblem] = useState('');
  const opener = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  function toggle() {
    setSaved(undefined);
    const wanted = open ? [] : lines();
    setProblem(typeof wanted === 'string' ? wanted : '');
    setOpen(!open && typeof wanted !== 'string');
  }

  return (
    <div className="add-to-list">
      <button
        ref={opener}
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        {label}
      </button>
      {problem && <p role="alert">{problem}</p>}
      {open && (
        <Suspense fallback={<p role="status">Loading your lists...</p>}>
          <ListPicker
            id={id}
            label={label}
            lines={lines}
            preferNew={preferNew}
            onClose={close}
            onSaved={(list, count) => {
              setSaved({ list, count });
              close();
            }}
          />
        </Suspense>
      )}
      {/* Drawn from the start, so screen readers announce the save when its words arrive. */}
      <p role="status" className="add-to-list__saved">
        {saved && (
          <>
            {savedText(saved.count)} <a href={listPath(saved.list)}>{saved.list.name}</a>.
          </>
        )}
      </p>
    </div>
  );
}
