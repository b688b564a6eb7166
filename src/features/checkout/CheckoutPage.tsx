import { useEffect, useId, useState } from 'react';
import { fieldWiring } from '../forms/field-wiring.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import {
  acceptInput,
  cardForm,
  cardNumberPreview,
  emptyCard,
  typedMaxLength,
  type Card,
  type CardField,
} from './card.ts';
import './checkout.css';

export const CARD_VALID_TEXT = 'Your card details are valid.';

const fields: ReadonlyArray<[CardField, string, string]> = [
  ['number', 'Card number', 'cc-number'],
  ['name', 'Name on card', 'cc-name'],
  ['month', 'Month', 'cc-exp-month'],
  ['year', 'Year', 'cc-exp-year'],
  ['cvv', 'CVV', 'cc-csc'],
];

/** The card as the preview shows it; it turns to its back while the CVV field has focus. */
function CardPreview({ card, flipped }: { card: Card; flipped: boolean }) {
  return (
    <div className={`card-preview${flipped ? ' card-preview--flipped' : ''}`} aria-hidden="true">
      <div className="card-preview__face card-preview__front">
        <span className="card-preview__brand">MasterCard</span>
        <span className="card-preview__number">{cardNumberPreview(card.number)}</span>
        <span className="card-preview__row">
          <span>{card.name || 'YOUR NAME'}</span>
          <span>
            {card.month.padStart(2, '•')}/{card.year.slice(-2).padStart(2, '•')}
          </span>
        </span>
      </div>
      <div className="card-preview__face card-preview__back">
        <span className="card-preview__strip" />
        <span className="card-preview__cvv">{card.cvv || '•••'}</span>
      </div>
    </div>
  );
}

/** /checkout: the card form with a live preview. The card is checked here and never sent. */
export default function CheckoutPage() {
  const [schema] = useState(() => cardForm(new Date().getFullYear()));
  const form = useSchemaForm<Card>(schema);
  const [cvvFocused, setCvvFocused] = useState(false);
  const [valid, setValid] = useState(false);
  const idPrefix = useId();
  const card = { ...emptyCard, ...form.watch() };
  const { getValues, setValue } = form;

  // The form is on the page before it hydrates: what was typed meanwhile is kept, filtered as usual.
  useEffect(() => {
    for (const [name] of fields) setValue(name, acceptInput(name, getValues(name) ?? '', ''));
  }, [getValues, setValue]);

  return (
    <div className="checkout">
      <CardPreview card={card} flipped={cvvFocused} />
      <form
        className="checkout__form"
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(
            () => setValid(true),
            () => setValid(false),
          )(event)
        }
        onChange={() => setValid(false)}
      >
        {fields.map(([name, label, autoComplete]) => {
          const errorId = `${idPrefix}-${name}-error`;
          const filter = (typed: string, previous: string) => acceptInput(name, typed, previous);
          const { message, props } = fieldWiring(form, name, { errorId, filter });
          return (
            <label key={name} className={`field checkout__${name}`}>
              <span>{label}</span>
              <input
                {...props}
                type="text"
                inputMode={name === 'name' ? 'text' : 'numeric'}
                autoComplete={autoComplete}
                maxLength={typedMaxLength(name)}
                onFocus={() => name === 'cvv' && setCvvFocused(true)}
                onBlur={(event) => {
                  if (name === 'cvv') setCvvFocused(false);
                  return props.onBlur(event);
                }}
              />
              <FieldMessage id={errorId} message={message} />
            </label>
          );
        })}
        <button type="submit" className="button">
          Submit
        </button>
        {valid && (
          <p className="form-status" role="status">
            {CARD_VALID_TEXT}
          </p>
        )}
      </form>
    </div>
  );
}
