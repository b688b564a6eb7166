import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../api/patterns.ts';
import { priceLeak } from './price-leak.ts';

/**
 * What a page needs of a record's text, field by field: the publish refuses a catalogue or content
 * record with these problems, and the staff editor refuses an edit with them as it is typed and
 * saved. Each answers the problem without the field's name (`is empty`), or undefined.
 */

export const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/** A title heads the page and names its address. */
export const titleProblem = (title: string | null | undefined) => (blank(title) ? 'is empty' : undefined);

/** A body must keep some text once cleaned (`cleaned` is the HTML after the site's cleaning rule). */
export const bodyProblem = (cleaned: string | null | undefined) =>
  blank(cleaned) ? 'is empty after cleaning' : undefined;

/** A choice from a list of records (a post's category) is one of their ids. */
export const choiceProblem = (id: string) => (/^[1-9]\d{0,9}$/.test(id) ? undefined : 'is not chosen');

export const dateProblem = (date: string) => (Number.isNaN(Date.parse(date)) ? `"${date}" is not a date` : undefined);

/**
 * An email address, when one is given, that a partner card's `mailto:` link opens. Refused by the
 * editor; the publish shows a card's contact details as stored.
 */
export const emailProblem = (email: string) =>
  blank(email) || EMAIL_PATTERN.test(email.trim()) ? undefined : `"${email}" is not an email address`;

/** Only an http(s) address with a domain name becomes a card's web link; given as anything else, it is lost. */
const webAddress = z.httpUrl();

/** A web address, when one is given, that a card links to. */
export const webAddressProblem = (url: string) =>
  blank(url) || webAddress.safeParse(url).success
    ? undefined
    : `"${url}" is not a full web address such as https://example.com`;

/** A catalogue price written as money (see price-leak.ts) must never reach a public page. */
export const priceProblem = (text: string, spellings: ReadonlySet<string>) => {
  const leak = priceLeak(text, spellings);
  return leak ? `holds a ${leak}: prices are never published` : undefined;
};
