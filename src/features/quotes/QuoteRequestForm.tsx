import { useState } from 'react';
import type { WantedLine } from '../../api/lists.ts';
import { listLimits } from '../../config/limits.ts';
import { fieldWiring } from '../forms/field-wiring.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { requestQuote } from './quotes.api.ts';
import { quoteRequestForm, type QuoteRequestForm as Values } from './quotes.ts';

export interface QuoteRequestFormProps {
  id: string;
  lines: () => WantedLine[];
  onSent: (quoteId: number) => void;
}

/** The quote request's note and target date, loaded (with the forms library) when the form opens. */
export default function QuoteRequestForm({ id, lines, onSent }: QuoteRequestFormProps) {
  const form = useSchemaForm<Values>(quoteRequestForm, { defaultValues: { note: '', targetDate: '' } });
  const [failed, setFailed] = useState(false);
  const note = fieldWiring(form, 'note', { errorId: `${id}-note` });
  const date = fieldWiring(form, 'targetDate', { errorId: `${id}-date` });

  async function submit(values: Values) {
    setFailed(false);
    try {
      onSent((await requestQuote(lines(), values.note.trim(), values.targetDate || undefined)).id);
    } catch (error) {
      console.error(new Error('The quote request was not sent', { cause: error }));
      setFailed(true);
    }
  }

  return (
    <form
      id={id}
      className="add-to-list__form"
      aria-label="Request a quote"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <label className="field">
        <span>Note for sales (project, quantities, timing)</span>
        <textarea {...note.props} rows={4} maxLength={listLimits.quoteNoteMaxLength} />
        <FieldMessage id={`${id}-note`} message={note.message} />
      </label>
      <label className="field">
        <span>Target date (optional)</span>
        <input {...date.props} type="date" />
        <FieldMessage id={`${id}-date`} message={date.message} />
      </label>
      <div className="add-to-list__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending...' : 'Send quote request'}
        </button>
      </div>
      {failed && <p role="alert">{FORM_FAILURE_MESSAGE}</p>}
    </form>
  );
}
