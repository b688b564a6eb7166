import { useEffect, useRef, useState } from 'react';
import {
  acceptInput,
  cardNumberPreview,
  emptyCard,
  NAME_MAX_LENGTH,
  validateCard,
  type Card,
  type CardField,
} from './card.ts';
import './checkout.css';

export const CARD_VALID_TEXT = 'Your card details are valid.';

const fields: ReadonlyArray<[CardField, string, string, number]> = [
  ['number', 'Card number', 'cc-number', 16],
  ['name', 'Name on card', 'cc-name', NAME_MAX_LENGTH],
  ['month', 'Month', 'cc-exp-month', 2],
  ['year', 'Year', 'cc-exp-year', 4],
  ['cvv', 'CVV', 'cc-csc', 4],
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
  const [card, setCard] = useState<Card>(emptyCard);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [cvvFocused, setCvvFocused] = useState(false);
  const [valid, setValid] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The form is on the page before it hydrates: keep what was typed meanwhile, filtered as usual.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = { ...emptyCard };
    for (const [name] of fields) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) typed[name] = acceptInput(name, input.value, '');
    }
    setCard(typed);
  }, []);

  return (
    <div className="checkout">
      <CardPreview card={card} flipped={cvvFocused} />
      <form
        ref={formRef}
        className="checkout__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateCard(card, new Date().getFullYear());
          setErrors(found);
          setValid(Object.keys(found).length === 0);
        }}
      >
        {fields.map(([name, label, autoComplete, maxLength]) => (
          <label key={name} className={`field checkout__${name}`}>
            <span>{label}</span>
            <input
              name={name}
              type="text"
              inputMode={name === 'name' ? 'text' : 'numeric'}
              autoComplete={autoComplete}
              maxLength={maxLength}
              value={card[name]}
              aria-invalid={errors[name] ? true : undefined}
              onFocus={() => name === 'cvv' && setCvvFocused(true)}
              onBlur={() => name === 'cvv' && setCvvFocused(false)}
              onChange={(event) => {
                const value = acceptInput(name, event.target.value, card[name]);
                setCard((current) => ({ ...current, [name]: value }));
                setValid(false);
              }}
            />
            {errors[name] && <span className="field__error">{errors[name]}</span>}
          </label>
        ))}
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
