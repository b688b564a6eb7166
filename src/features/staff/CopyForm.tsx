import { useState } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import { ApiError } from '../../api/errors.ts';
import { useSchemaForm, type FormSchema } from '../forms/use-schema-form.ts';
import { CopyField, type CopyFieldSpec } from './CopyField.tsx';
import type { Choices } from './copy-fields.ts';

type Copy = Record<string, string>;

interface CopyFormProps {
  /** What is edited, for the form's name ("Product AV-HD-EXT-4K"). */
  label: string;
  /** The record's heading over the form (its sku or date and published title). */
  heading: string;
  schema: FormSchema;
  fields: readonly CopyFieldSpec[];
  values: Copy;
  /** The values are a draft saved earlier, not the published copy; `new` a record not published yet. */
  draft: boolean | 'new';
  choices: Choices;
  save: (copy: Copy) => Promise<{ savedAt: string; savedBy: string }>;
}

type Status = { kind: 'saved'; at: string; by: string } | { kind: 'failed' } | undefined;

const time = (iso: string) => new Date(iso).toLocaleString();

/**
 * A record's copy, checked as it is typed with the publish's rules, saved as a draft. The server
 * checks again; a field it refuses shows the server's message under the field.
 */
export function CopyForm({ label, heading, schema, fields, values, draft, choices, save }: CopyFormProps) {
  const form = useSchemaForm<Copy>(schema, { defaultValues: values as DefaultValues<Copy>, mode: 'onChange' });
  const [status, setStatus] = useState<Status>();
  const onSubmit = form.handleSubmit(async (copy) => {
    setStatus(undefined);
    try {
      const saved = await save(copy);
      setStatus({ kind: 'saved', at: saved.savedAt, by: saved.savedBy });
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues.filter((issue) => issue.field in values) : [];
      for (const issue of issues)
        form.setError(issue.field as Path<Copy>, { message: issue.reason }, { shouldFocus: true });
      if (issues.length === 0) setStatus({ kind: 'failed' });
    }
  });
  return (
    <form className="staff-form" aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3>{heading}</h3>
      <p className="staff-form__state">
        {draft === 'new'
          ? 'A new record: public once saved and published.'
          : draft
            ? 'Showing the saved draft: not public until published.'
            : 'Showing the published copy.'}
      </p>
      {fields.map((spec) => (
        <CopyField key={spec.name} form={form} spec={spec} choices={choices[spec.name]} />
      ))}
      <div className="staff-form__actions">
        <button className="button" type="submit" disabled={form.formState.isSubmitting}>
          Save draft
        </button>
        <p role="status">
          {status?.kind === 'saved' &&
            `Draft saved by ${status.by} at ${time(status.at)}. The public sees it after the next publish.`}
          {status?.kind === 'failed' && 'The draft was not saved. Please try again.'}
        </p>
      </div>
    </form>
  );
}
