import { useId, useState } from 'react';
import type { Quote } from '../../api/quotes.ts';
import { Day } from '../account/Day.tsx';
import { fieldWiring } from '../forms/field-wiring.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { answerQuote } from './quotes.api.ts';
import { QuoteLines } from './QuoteLines.tsx';
import { quoteAnswerForm, STATUS_TEXT, type QuoteAnswerForm } from './quotes.ts';

function PriceField({
  form,
  index,
  sku,
}: {
  form: ReturnType<typeof useSchemaForm<QuoteAnswerForm>>;
  index: number;
  sku: string;
}) {
  const errorId = useId();
  const price = fieldWiring(form, `prices.${index}.price`, { errorId });
  return (
    <>
      <input
        {...price.props}
        className="saved-list__qty"
        inputMode="decimal"
        aria-label={`Price of ${sku}`}
        maxLength={12}
      />
      <FieldMessage id={errorId} message={price.message} />
    </>
  );
}

/** Sales' answer: a unit price per line and the last day they hold (loaded with the forms library). */
export default function QuoteAnswer({ quote, setQuote }: { quote: Quote; setQuote: (quote: Quote) => void }) {
  const errorId = useId();
  const form = useSchemaForm<QuoteAnswerForm>(quoteAnswerForm, {
    defaultValues: {
      expiresOn: quote.expiresOn ?? '',
      prices: quote.lines.map((line) => ({ price: line.price === null ? '' : line.price.toFixed(2) })),
    },
  });
  const expires = fieldWiring(form, 'expiresOn', { errorId });
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(values: QuoteAnswerForm) {
    setFailed(false);
    try {
      const prices = quote.lines.map((line, index) => ({
        lineNum: line.lineNum,
        price: Number(values.prices[index]?.price),
      }));
      setQuote(await answerQuote(quote.id, values.expiresOn, prices));
      setSent(true);
    } catch (error) {
      console.error(new Error(`Quote ${quote.id} was not answered`, { cause: error }));
      setFailed(true);
    }
  }

  return (
    <>
      <h2>
        Quote {quote.id} from {quote.company}
      </h2>
      <p>
        Status: {STATUS_TEXT[quote.status]}. Note: {quote.note || 'N/A'}. Target date: <Day value={quote.targetDate} />.
      </p>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <QuoteLines
          quote={quote}
          priceCell={
            quote.status === 'ordered'
              ? undefined
              : (index) => <PriceField form={form} index={index} sku={quote.lines[index]?.sku ?? ''} />
          }
        />
        {quote.status !== 'ordered' && (
          <div className="list-name-form">
            <label className="field">
              <span>Valid until</span>
              <input {...expires.props} type="date" />
              <FieldMessage id={errorId} message={expires.message} />
            </label>
            <button type="submit" className="button" disabled={form.formState.isSubmitting}>
              Send answer
            </button>
          </div>
        )}
        {sent && (
          <p role="status">
            Answer sent. The dealer can accept it until <Day value={quote.expiresOn} />.
          </p>
        )}
        {failed && <p role="alert">The answer was not saved. Please check the prices and the date.</p>}
      </form>
    </>
  );
}
