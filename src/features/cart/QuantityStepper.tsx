import { useEffect, useState } from 'react';
import {
  acceptTyped,
  canDecrease,
  canIncrease,
  decrease,
  exceedsStock,
  increase,
  overStockMessage,
  settle,
} from './quantity.ts';
import './stepper.css';

interface QuantityStepperProps {
  value: number;
  stock: number;
  onChange: (qty: number) => void;
  /** Names the product in the controls' accessible names. */
  label: string;
}

/**
 * Minus, number field and plus, bounded by 1 and the stock (catalogue spec section 4). A typed
 * quantity above the stock is refused with a message saying why.
 */
export function QuantityStepper({ value, stock, onChange, label }: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  const [overStock, setOverStock] = useState(false);
  useEffect(() => setDraft(String(value)), [value]);

  function type(text: string) {
    setOverStock(exceedsStock(text, stock));
    const next = acceptTyped(draft, text, stock);
    setDraft(next);
    if (next !== '' && Number(next) >= 1) onChange(Number(next));
  }

  function leave() {
    setOverStock(false);
    const qty = settle(draft);
    setDraft(String(qty));
    onChange(qty);
  }

  return (
    <div className="stepper-field">
      <div className="stepper" role="group" aria-label={`Quantity of ${label}`}>
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={!canDecrease(value)}
          onClick={() => {
            setOverStock(false);
            onChange(decrease(value));
          }}
        >
          −
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label="Quantity"
          value={draft}
          onChange={(event) => type(event.target.value)}
          onBlur={leave}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={!canIncrease(value, stock)}
          onClick={() => onChange(increase(value, stock))}
        >
          +
        </button>
      </div>
      <p className="stepper-message" role="status">
        {overStock ? overStockMessage(stock) : ''}
      </p>
    </div>
  );
}
