import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import type { ListSummary, SavedList } from '../../api/lists.ts';
import { listLimits } from '../../config/limits.ts';
import { fieldWiring } from '../forms/field-wiring.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { addToList, createList, fetchLists } from './lists.api.ts';
import {
  NEW_LIST,
  NOTHING_TO_SAVE,
  saveToListForm,
  type LinesToSave,
  type SaveToListForm,
} from './save-to-list-form.ts';

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
          <FieldMessage id={errorId} message={name.message} />
        </label>
      )}
    </>
  );
}

export interface ListPickerProps {
  id: string;
  label: string;
  lines: () => LinesToSave;
  preferNew: boolean;
  /** The list saved to, and how many lines were saved. */
  onSaved: (list: SavedList, count: number) => void;
  onClose: () => void;
}

/**
 * The form of the Add to list control, loaded when it opens (with the forms library): the
 * account's lists, or a new one by name.
 */
export default function ListPicker({ id, label, lines, preferNew, onSaved, onClose }: ListPickerProps) {
  const form = useSchemaForm<SaveToListForm>(saveToListForm);
  const [lists, setLists] = useState<ListSummary[]>();
  const [failure, setFailure] = useState('');

  useEffect(() => {
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
  }, [preferNew, form]);

  async function save(values: SaveToListForm) {
    // Read again at Save: the lines may have changed since the form opened.
    const wanted = lines();
    if (typeof wanted === 'string') return setFailure(wanted);
    if (wanted.length === 0) return setFailure(NOTHING_TO_SAVE);
    setFailure('');
    try {
      const name = values.name?.trim() ?? '';
      const list =
        values.list === NEW_LIST ? await createList(name, wanted) : await addToList(Number(values.list), wanted);
      onSaved(list, wanted.length);
    } catch (error) {
      console.error(new Error('Could not save to the list', { cause: error }));
      setFailure(failureText(error));
    }
  }

  return (
    <form
      id={id}
      className="add-to-list__form"
      aria-label={label}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
    >
      {lists ? <PickerFields form={form} lists={lists} /> : !failure && <p role="status">Loading your lists...</p>}
      <div className="add-to-list__actions">
        <button type="submit" className="button" disabled={!lists || form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
      {failure && <p role="alert">{failure}</p>}
    </form>
  );
}
