import { useId, useState } from 'react';
import type { WantedLine } from '../../api/lists.ts';
import { listLimits } from '../../config/limits.ts';
import { fieldWiring } from '../forms/field-wiring.ts';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { requestQuote } from './quotes.api.ts';
import { quoteRequestForm, type QuoteRequestForm } from './quotes.ts';

/**
 * "Request a quote" in the cart: the cart's lines with a note and an optional target date go to
 * sales (stored, then mailed); the request then shows on the account's Quotes page. The cart stays.
 */
export function RequestQuote({ lines }: { lines: () => WantedLine[] }) {
  const id = useId();
  const form = useSchemaForm<QuoteRequestForm>(quoteRequestForm, { defaultValues: { note: '', targetDate: '' } });
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<number>();
  const [failed, setFailed] = useState(false);
  const note = fieldWiring(form, 'note', { errorId: `${id}-note` });
  const date = fieldWiring(form, 'targetDate', { errorId: `${id}-date` });

  async function submit(values: QuoteRequestForm) {
    setFailed(false);
    try {
      const answer = await requestQuote(lines(), values.note.trim(), values.targetDate || undefined);
      setSent(answer.id);
      setOpen(false);
      form.reset();
    } catch (error) {
      console.error(new Error('The quote request was not sent', { cause: error }));
      setFailed(true);
    }
  }

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
            <span id={`${id}-note`} className="field__error">
              {note.message}
            </span>
          </label>
          <label className="field">
            <span>Target date (optional)</span>
            <input {...date.props} type="date" />
            <span id={`${id}-date`} className="field__error">
              {date.message}
            </span>
          </label>
          <div className="add-to-list__actions">
            <button type="submit" className="button" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Sending...' : 'Send quote request'}
            </button>
          </div>
          {failed && <p role="alert">{FORM_FAILURE_MESSAGE}</p>}
        </form>
      )}
      {sent !== undefined && (
        <p role="status">
          Quote request {sent} was sent to sales. Follow it on your <a href="/account/quotes">Quotes</a> page.
        </p>
      )}
    </div>
  );
}
