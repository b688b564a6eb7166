import { useState } from 'react';
import * as z from 'zod/mini';
import { ApiError } from '../../api/errors.ts';
import type { Quote } from '../../api/quotes.ts';
import { text } from '../../api/rules.ts';
import { limits } from '../../config/limits.ts';
import { TextField } from '../account/TextField.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { verifyHuman } from '../forms/verify.ts';
import { acceptQuote } from './quotes.api.ts';
import { acceptedLines } from './quotes.ts';

const acceptForm = z.object({ po: text(limits.poNumberMaxLength) });
type AcceptForm = { po: string };

/** Accept with an optional PO number: the server places the order at the quoted prices. */
export default function AcceptQuote({ quote, onPlaced }: { quote: Quote; onPlaced: (docNum: number) => void }) {
  const form = useSchemaForm<AcceptForm>(acceptForm, { defaultValues: { po: '' } });
  const [failure, setFailure] = useState('');
  async function accept(values: AcceptForm) {
    setFailure('');
    try {
      // An order from a quote is verified as one from the cart is.
      const pass = await verifyHuman();
      if (pass === null) {
        setFailure('Human verification failed. Please try again.');
        return;
      }
      onPlaced((await acceptQuote(quote.id, acceptedLines(quote), values.po.trim(), pass)).DocNum);
    } catch (error) {
      console.error(new Error(`Quote ${quote.id} was not accepted`, { cause: error }));
      const refused = error instanceof ApiError && (error.status === 409 || error.status === 403);
      setFailure(refused ? error.message : 'The quote could not be accepted. Please try again.');
    }
  }
  return (
    <form className="list-name-form" noValidate onSubmit={(event) => void form.handleSubmit(accept)(event)}>
      <TextField
        form={form}
        name="po"
        label="PO number (optional)"
        maxLength={limits.poNumberMaxLength}
        autoComplete="off"
      />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Placing the order...' : 'Accept quote and order'}
      </button>
      {failure && <p role="alert">{failure}</p>}
    </form>
  );
}
