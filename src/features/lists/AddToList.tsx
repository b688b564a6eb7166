import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import type { ListSummary, WantedLine } from '../../api/lists.ts';
import { listLimits } from '../../config/limits.ts';
import { fieldWiring } from '../forms/field-wiring.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { addToList, createList, fetchLists } from './lists.api.ts';
import { listPath } from './lists.ts';
import { NEW_LIST, saveToListForm, type SaveToListForm } from './save-to-list-form.ts';
import './lists.css';

interface AddToListProps {
  /** The lines to save, read when Save is pressed (a quick-order text, the cart, one product). */
  lines: () => WantedLine[];
  /** The button's text: "Add to list", "Save cart as list"... */
  label?: string;
  /** Starts on "New list" (saving a cart) rather than the account's first list, the wishlist. */
  preferNew?: boolean;
}

/** Why a save was refused, in words: the server names the lines it does not know. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
    return error.issues.map((issue) => issue.reason).join('; ');
  }
  return 'The list could not be saved. Please try again.';
}

function PickerFields({
  form,
  lists,
}: {
  form: ReturnType<typeof useSchemaForm<SaveToListForm>>;
  lists: ListSummary[];
}) {
  const errorId = useId();
  const choice = form.watch('list');
  const name = fieldWiring(form, 'name', { errorId });
  return (
    <>
      <label className="field">
        <span>List</span>
        <select {...form.register('list')} autoFocus>
          {lists.map((list) => (
            <option key={list.id} value={String(list.id)}>
              {list.name}
            </option>
          ))}
          <option value={NEW_LIST}>New list...</option>
        </select>
      </label>
      {choice === NEW_LIST && (
        <label className="field">
          <span>Name of the new list</span>
          <input {...name.props} maxLength={listLimits.nameMaxLength} autoComplete="off" />
          <span id={errorId} className="field__error">
            {name.message}
          </span>
        </label>
      )}
    </>
  );
}

/**
 * Saves lines to one of the account's lists, or to a new one: a small reusable control, a button
 * that opens a form choosing the list. The lists load when it opens; Escape closes it.
 */
export function AddToList({ lines, label = 'Add to list', preferNew = false }: AddToListProps) {
  const id = useId();
  const form = useSchemaForm<SaveToListForm>(saveToListForm);
  const [open, setOpen] = useState(false);
  const [lists, setLists] = useState<ListSummary[]>();
  const [saved, setSaved] = useState<ListSummary>();
  const [failure, setFailure] = useState('');
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    fetchLists().then(
      (found) => {
        if (!current) return;
        form.reset({ list: preferNew ? NEW_LIST : String(found[0]?.id ?? NEW_LIST), name: '' });
        setLists(found);
      },
      (error: unknown) => {
        console.error(new Error('Could not load the saved lists', { cause: error }));
        if (current) setFailure('Your lists could not be loaded. Please try again.');
      },
    );
    return () => {
      current = false;
    };
  }, [open, preferNew, form]);

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  async function save(values: SaveToListForm) {
    const wanted = lines();
    if (wanted.length === 0) return setFailure('There is nothing to save.');
    setFailure('');
    try {
      const name = values.name?.trim() ?? '';
      const list =
        values.list === NEW_LIST ? await createList(name, wanted) : await addToList(Number(values.list), wanted);
      setSaved(list);
      close();
    } catch (error) {
      console.error(new Error('Could not save to the list', { cause: error }));
      setFailure(failureText(error));
    }
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
          setFailure('');
          setLists(undefined);
          setOpen(!open);
        }}
      >
        {label}
      </button>
      {open && (
        <form
          id={id}
          className="add-to-list__form"
          aria-label={label}
          noValidate
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          onSubmit={(event) => void form.handleSubmit(save)(event)}
        >
          {lists ? <PickerFields form={form} lists={lists} /> : !failure && <p role="status">Loading your lists...</p>}
          <div className="add-to-list__actions">
            <button type="submit" className="button" disabled={!lists || form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className="button button--ghost" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {failure && <p role="alert">{failure}</p>}
      {saved && (
        <p role="status">
          Saved to <a href={listPath(saved)}>{saved.name}</a>.
        </p>
      )}
    </div>
  );
}
