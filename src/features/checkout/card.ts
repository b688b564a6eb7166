import * as z from 'zod/mini';
import { text } from '../../api/rules.ts';
import { limits } from '../../config/limits.ts';

export const INVALID_NUMBER = 'Invalid card number';
export const INVALID_MONTH = 'Invalid month';
export const INVALID_YEAR = 'Invalid year';
export const INVALID_CVV = 'Invalid CVV';

export type CardField = 'number' | 'name' | 'month' | 'year' | 'cvv';
export type Card = Record<CardField, string>;

export const emptyCard: Card = { number: '', name: '', month: '', year: '', cvv: '' };

/** The longest card holder name kept. */
export const NAME_MAX_LENGTH = 60;

/** Digits each digit field keeps. */
const DIGITS = { number: limits.cardNumberMaxDigits, month: 2, year: 4, cvv: limits.cvvMaxDigits } as const;
/** Characters typed or pasted per digit kept: room for spaces, dashes and stray letters. */
const TYPED_PER_DIGIT = 4;

/**
 * The input's own length limit. Wider than the digits kept: the filter drops what is not a digit,
 * and a limit of 16 would cut "4111 1111 1111 1111" or "4111abc1111111111999" before the filter
 * saw its last digits.
 */
export function typedMaxLength(field: CardField): number {
  return field === 'name' ? NAME_MAX_LENGTH : DIGITS[field] * TYPED_PER_DIGIT;
}

const digitsOnly = (value: string, max: number) =>
  value
    .slice(0, max * TYPED_PER_DIGIT)
    .replace(/\D/g, '')
    .slice(0, max);

/**
 * What a field keeps of what was typed: digits only up to each field's length; a month above 12
 * or a year above 3000 is refused (the field keeps its previous value).
 */
export function acceptInput(field: CardField, typed: string, previous: string): string {
  switch (field) {
    case 'number':
      return digitsOnly(typed, DIGITS.number);
    case 'month': {
      const month = digitsOnly(typed, DIGITS.month);
      return Number(month) > limits.cardMonthMax ? previous : month;
    }
    case 'year': {
      const year = digitsOnly(typed, DIGITS.year);
      return Number(year) > limits.cardYearMax ? previous : year;
    }
    case 'cvv':
      return digitsOnly(typed, DIGITS.cvv);
    case 'name':
      return typed.slice(0, NAME_MAX_LENGTH);
  }
}

/** The card brands the form recognises; only MasterCard is accepted. */
export function isMasterCard(number: string): boolean {
  return /^5[1-5]\d{14}$/.test(number);
}

/** A card field's text that passes `valid`, or the field's message. */
const rule = (valid: (value: string) => boolean, message: string) =>
  text(NAME_MAX_LENGTH).check(z.refine(valid, { error: message }));

/** The checks of section 5 (on leaving a field and at submit); `currentYear` is the year today. */
export function cardForm(currentYear: number) {
  return z.object({
    number: rule(isMasterCard, INVALID_NUMBER),
    name: text(NAME_MAX_LENGTH),
    month: rule((month) => month.length >= 2 && Number(month) !== 0, INVALID_MONTH),
    year: rule((year) => year !== '' && Number(year) !== 0 && Number(year) >= currentYear, INVALID_YEAR),
    cvv: rule((cvv) => cvv.length >= limits.cvvMinDigits, INVALID_CVV),
  });
}

/** The number as the card shows it: groups of four, unknown digits as dots. */
export function cardNumberPreview(number: string): string {
  const padded = number.padEnd(limits.cardNumberMaxDigits, '•');
  return padded.replace(/(.{4})(?=.)/g, '$1 ');
}
