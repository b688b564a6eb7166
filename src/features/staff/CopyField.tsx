import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldWiring } from '../forms/field-wiring.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';

/** One field of a copy form: a line of text, HTML in a plain text area, a date, or a choice from a list. */
export interface CopyFieldSpec {
  name: string;
  label: string;
  kind: 'line' | 'html' | 'date' | 'choice';
  maxLength: number;
}

interface CopyFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  spec: CopyFieldSpec;
  /** What a choice field offers (pictures from the uploads, categories, regions). */
  choices?: ReadonlyArray<{ value: string; label: string }> | undefined;
}

/** A labelled field with its message under it; the message names the field. */
export function CopyField<T extends FieldValues>({ form, spec, choices = [] }: CopyFieldProps<T>) {
  const errorId = useId();
  const { message, props } = fieldWiring(form, spec.name as Path<T>, { errorId });
  const control =
    spec.kind === 'html' ? (
      <textarea {...props} rows={8} maxLength={spec.maxLength} spellCheck />
    ) : spec.kind === 'choice' ? (
      <select {...props}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    ) : (
      <input {...props} type={spec.kind === 'date' ? 'date' : 'text'} maxLength={spec.maxLength} />
    );
  return (
    <label className={`field staff-field staff-field--${spec.kind}`}>
      <span>{spec.label}</span>
      {control}
      <FieldMessage id={errorId} message={message} long />
    </label>
  );
}
