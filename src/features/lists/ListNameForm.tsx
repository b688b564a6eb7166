import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { listName, type ListSummary } from '../../api/lists.ts';
import { listLimits } from '../../config/limits.ts';
import { TextField } from '../account/TextField.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { createList, renameList } from './lists.api.ts';

const nameForm = z.object({ name: listName });
type NameForm = { name: string };

interface NameFormProps {
  label: string;
  submitText: string;
  defaultName?: string;
  save: (name: string) => Promise<unknown>;
  onDone: () => void;
}

/** One name field under the contract's rule, saved by `save`. */
function NameForm({ label, submitText, defaultName = '', save, onDone }: NameFormProps) {
  const form = useSchemaForm<NameForm>(nameForm, { defaultValues: { name: defaultName } });
  const [failed, setFailed] = useState(false);
  // Opened by a button: the name is what the visitor types next.
  useEffect(() => form.setFocus('name'), [form]);

  async function submit(values: NameForm) {
    setFailed(false);
    try {
      await save(values.name.trim());
      form.reset({ name: '' });
      onDone();
    } catch (error) {
      console.error(new Error('The list name was not saved', { cause: error }));
      setFailed(true);
    }
  }

  return (
    <form className="list-name-form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <TextField form={form} name="name" label={label} maxLength={listLimits.nameMaxLength} autoComplete="off" />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {submitText}
      </button>
      {failed && <p role="alert">Not saved. Please try again.</p>}
    </form>
  );
}

export const CreateListForm = ({ onCreated }: { onCreated: () => void }) => (
  <NameForm label="New list name" submitText="Create list" save={(name) => createList(name)} onDone={onCreated} />
);

export const RenameListForm = ({ list, onDone }: { list: ListSummary; onDone: () => void }) => (
  <NameForm
    label={`New name for ${list.name}`}
    submitText="Save name"
    defaultName={list.name}
    save={(name) => renameList(list.id, name)}
    onDone={onDone}
  />
);
