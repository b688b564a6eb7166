import { MISSING } from './format.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

// One formatter per locale, made on first use: making one is costly, and a table has a day per row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string | readonly string[] | undefined): Intl.DateTimeFormat {
  const key = String(locale ?? '');
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A day of the account data (`2026-10-30` or an ISO date-time) in the reader's locale, e.g.
 * "Oct 30, 2026" (en-US) or "30 Oct 2026" (en-GB). The day is read and written in UTC, so it never
 * moves to the day before in a time zone west of Greenwich. N/A when missing or not a date.
 */
export function localDay(value: string | null | undefined, locale?: string | readonly string[]): string {
  const match = value ? DAY.exec(value.slice(0, 40)) : null;
  if (!match) return MISSING;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(time)) return MISSING;
  return dayFormat(locale).format(time);
}
