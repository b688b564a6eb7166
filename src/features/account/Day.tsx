import { localDay } from './dates.ts';
import { MISSING } from './format.ts';

/** A day of the account data in the reader's locale, machine-readable in `datetime`. */
export function Day({ value }: { value: string | null | undefined }) {
  const text = localDay(value);
  return text === MISSING || !value ? MISSING : <time dateTime={value.slice(0, 10)}>{text}</time>;
}
