import { resolutionShorthand } from './search-normalise.ts';

/**
 * When a typed word matches a catalogue word, and how well the words of a query keep their order
 * in a title. Pure rules shared by the index's options and the phrase ranking.
 */

/** Words this long forgive one typo ("splliter", "amplifer"); shorter ones would match too much. */
export const typoMinLength = 5;

/** Edits a typed word may be away from a catalogue word: one from `typoMinLength` letters. */
export function editsAllowed(word: string): number {
  return word.length >= typoMinLength ? 1 : 0;
}

/** Whether `a` and `b` are at most one insertion, deletion or substitution apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) return short.slice(i + 1) === long.slice(i + 1);
  return short.slice(i) === long.slice(i + 1);
}

/**
 * Whether a typed word matches a catalogue word: the same word, a word it starts, or one typo away
 * when long enough. Never a match inside a word.
 */
export function wordMatches(typed: string, word: string): boolean {
  if (typed === word || word.startsWith(typed)) return true;
  if (editsAllowed(typed) === 0) return false;
  if (withinOneEdit(typed, word)) return true;
  // A word may carry its typo in the part typed so far ("splli" of "splitter").
  return word.length > typed.length && withinOneEdit(typed, word.slice(0, typed.length));
}

/** How well a typed word matches a catalogue word: 2 the word itself ("4k" for "4K60" too), 1 its start or a typo, 0 not at all. */
export function matchLevel(typed: string, word: string): 0 | 1 | 2 {
  if (typed === word || resolutionShorthand(word) === typed) return 2;
  return wordMatches(typed, word) ? 1 : 0;
}

/**
 * How closely a text keeps the query's words together and in order, from 0 (no two of them in
 * order) to 1 (the query is a phrase of the text). `positions[i]` holds where the text has the
 * query's i-th word; words the text lacks are skipped. For each pair of consecutive query words:
 * 1 / the square of the distance from the first to the nearest following second (adjacent words
 * count most), so "SDI to HDMI" scores 1 for "sdi to hdmi" and "sdi hdmi", 0 for "hdmi to sdi".
 */
export function phraseScore(positions: ReadonlyArray<readonly number[]>): number {
  const found = positions.filter((at) => at.length > 0);
  if (found.length < 2) return 0;
  let total = 0;
  for (let i = 1; i < found.length; i++) {
    let nearest = Infinity;
    // The same word may hold both (two parts of "cat6" in "Cat6A"): that is as close as words get.
    for (const a of found[i - 1] ?? []) for (const b of found[i] ?? []) if (b >= a) nearest = Math.min(nearest, b - a);
    if (nearest !== Infinity) total += 1 / Math.max(1, nearest) ** 2;
  }
  return total / (found.length - 1);
}
