import { describe, expect, it } from 'vitest';
import {
  acceptInput,
  cardNumberPreview,
  emptyCard,
  INVALID_CVV,
  INVALID_MONTH,
  INVALID_NUMBER,
  INVALID_YEAR,
  cardForm,
  typedMaxLength,
  type Card,
} from './card.ts';
import { schemaMessages } from '../forms/schema-messages.test-support.ts';

const validateCard = (card: Card, currentYear: number) => schemaMessages(cardForm(currentYear), card);

const valid = { number: '5500000000000004', name: 'M Alvarez', month: '07', year: '2028', cvv: '123' };

describe('card input filters', () => {
  it('keeps digits only, up to 16 for the number and 4 for the CVV', () => {
    expect(acceptInput('number', '5500 0000-0000 0004 99', '')).toBe('5500000000000004');
    expect(acceptInput('cvv', '12a345', '')).toBe('1234');
  });

  it('lets the input take letters and separators in, so the filter keeps all 16 digits of a pasted number', () => {
    const typed = (field: 'number' | 'month' | 'cvv', text: string) =>
      acceptInput(field, text.slice(0, typedMaxLength(field)), '');
    expect(typed('number', '4111abc1111111111999')).toBe('4111111111111199');
    expect(typed('number', '4111 1111 1111 1111')).toBe('4111111111111111');
    expect(typed('month', ' 09')).toBe('09');
    expect(typed('cvv', '1 2 3')).toBe('123');
  });

  it('refuses a month above 12 and a year above 3000', () => {
    expect(acceptInput('month', '12', '1')).toBe('12');
    expect(acceptInput('month', '13', '1')).toBe('1');
    expect(acceptInput('year', '3000', '300')).toBe('3000');
    expect(acceptInput('year', '3001', '300')).toBe('300');
    expect(acceptInput('year', '20267', '2026')).toBe('2026');
  });
});

describe('card validation on submit', () => {
  it('accepts a MasterCard with a valid expiry and CVV', () => {
    expect(validateCard(valid, 2026)).toEqual({});
    expect(validateCard({ ...valid, number: '5100000000000000', cvv: '1234' }, 2026)).toEqual({});
  });

  it('refuses anything but MasterCard numbers of 16 digits', () => {
    for (const number of ['4111111111111111', '5600000000000000', '550000000000000', '5000000000000000']) {
      expect(validateCard({ ...valid, number }, 2026).number).toBe(INVALID_NUMBER);
    }
  });

  it('needs a two-digit month that is not zero, a year not before this one and 3 or 4 CVV digits', () => {
    expect(validateCard({ ...valid, month: '7' }, 2026).month).toBe(INVALID_MONTH);
    expect(validateCard({ ...valid, month: '00' }, 2026).month).toBe(INVALID_MONTH);
    expect(validateCard({ ...valid, year: '2025' }, 2026).year).toBe(INVALID_YEAR);
    expect(validateCard({ ...valid, year: '2026' }, 2026).year).toBeUndefined();
    expect(validateCard({ ...valid, cvv: '12' }, 2026).cvv).toBe(INVALID_CVV);
    expect(validateCard(emptyCard, 2026)).toEqual({
      number: INVALID_NUMBER,
      month: INVALID_MONTH,
      year: INVALID_YEAR,
      cvv: INVALID_CVV,
    });
  });

  it('shows the number in groups of four on the card', () => {
    expect(cardNumberPreview('55000')).toBe('5500 0••• •••• ••••');
  });
});
