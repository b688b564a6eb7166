import { normaliseMeasures, resolutionShorthand, singular } from './search-normalise.ts';

/**
 * How search reads text: the same rules for the catalogue's words and for what a buyer types, so
 * "RS-232", "rs232" and "RS 232" meet, as do "USB-C" and "usbc", "fibre" and "fiber", "3 metres"
 * and "3 m", "1:4" and "1x4" (`search-normalise.ts`).
 */

/** Longest text read from one field; the contract bounds a term to 200 characters already. */
const maxChars = 4000;
/** Longest word kept: part numbers and words are far shorter, and the index holds every word. */
const maxWordLength = 40;

/** British spellings buyers type, each with the catalogue's American one. */
const americanSpelling: ReadonlyMap<string, string> = new Map([
  ['fibre', 'fiber'],
  ['fibres', 'fibers'],
  ['colour', 'color'],
  ['colours', 'colors'],
  ['grey', 'gray'],
  ['centre', 'center'],
  ['metre', 'meter'],
  ['metres', 'meters'],
  ['analogue', 'analog'],
  ['licence', 'license'],
  ['catalogue', 'catalog'],
  ['aluminium', 'aluminum'],
  ['optimised', 'optimized'],
  ['organiser', 'organizer'],
  ['programme', 'program'],
  ['synchronisation', 'synchronization'],
  ['visualiser', 'visualizer'],
]);

/** Little words that join others ("SDI to HDMI"): they order a phrase but need not match. */
const linkingWords: ReadonlySet<string> = new Set([
  'to',
  'and',
  'or',
  'with',
  'for',
  'the',
  'a',
  'an',
  'of',
  'in',
  'over',
]);

export function isLinkingWord(word: string): boolean {
  return linkingWords.has(word);
}

/**
 * One spelling for a word (already lower case, without accents): American, singular, and each
 * doubled letter written once, the typo buyers make most ("splliter" and "splitters" both read
 * "spliter").
 */
export function spelling(word: string): string {
  const american = singular(americanSpelling.get(word) ?? word);
  // A loop, not a pattern: the catalogue's few hundred thousand words are read at every change.
  let single = '';
  for (let i = 0; i < american.length; i++) {
    const char = american[i] ?? '';
    if (char !== american[i - 1] || !/\p{L}/u.test(char)) single += char;
  }
  return single;
}

/** Lower case without accents, sizes and ratios one word each, bounded before any pattern looks at it. */
function plain(text: string): string {
  return normaliseMeasures(text.slice(0, maxChars).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase());
}

/** What separates words: anything but letters, digits and hyphens, and a point not inside a number ("0.5m"). */
const wordBreak = /(?:[^\p{L}\p{N}.-]|(?<!\d)\.|\.(?!\d))+/u;

/** "rs232" → "rs", "232": letters run into a number are two words a buyer may also type apart. */
function splitLettersFromDigits(part: string): string[] {
  if (!/\d$/.test(part)) return [part];
  const match = /^(\p{L}{2,})(\d+)$/u.exec(part);
  return match?.[1] && match[2] ? [match[1], match[2]] : [part];
}

/** A word as written, hyphens and all ("USB-C"), with the words it splits into. */
export interface Chunk {
  /** "usb", "c": what a buyer may type apart. */
  parts: string[];
  /** "usbc": the word run together, as a buyer may also type it. */
  joined: string;
}

/**
 * The written words of a text in order: hyphens and letters run into digits split a word into
 * parts ("USB-C" → "usb", "c"; "RS232" → "rs", "232"); other punctuation separates words.
 */
export function chunksOf(text: string): Chunk[] {
  return plain(text)
    .split(wordBreak)
    .map((chunk) => {
      const parts = chunk
        .split('-')
        .flatMap(splitLettersFromDigits)
        .filter(Boolean)
        .map((part) => spelling(part.slice(0, maxWordLength)));
      return { parts, joined: spelling(parts.join('').slice(0, maxWordLength)) };
    })
    .filter((chunk) => chunk.parts.length > 0);
}

/** The words of a text in order, each written word split into its parts (see `chunksOf`). */
export function wordsOf(text: string): string[] {
  return chunksOf(text).flatMap((chunk) => chunk.parts);
}

/**
 * The terms indexed for a text: its words and, for each word of several parts, the parts run
 * together ("USB-C" also gives "usbc", so a buyer who types "usbc" finds it), and the resolution a
 * word names ("4K60" also gives "4k").
 */
export function indexTerms(text: string): string[] {
  return chunksOf(text).flatMap((chunk) => {
    const words = chunk.parts.length > 1 ? [...chunk.parts, chunk.joined] : chunk.parts;
    return words.flatMap((word) => {
      const shorthand = resolutionShorthand(word);
      return shorthand ? [word, shorthand] : [word];
    });
  });
}
