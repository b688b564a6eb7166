/**
 * The characters nearly every page sets: printable ASCII and the typography and units the catalogue
 * and its copy use. The core font files hold these alone; a page with any other Latin character
 * (a name with an accent) also fetches the family's full Latin file, declared for the rest.
 */
export const coreCharacters = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)),
  ...'\u00a0£©®°±²³µ·×–—‘’“”•…‹›€™−',
].join('');

/**
 * Latin-1's accented letters (À–ÿ, without × and ÷), which names and addresses use (Köln, São
 * Paulo, Bogotá): a small file of their own, so a page with one accent does not fetch the full
 * Latin files of every weight.
 */
export const accentedLetters = Array.from({ length: 0x100 - 0xc0 }, (_, index) => String.fromCodePoint(0xc0 + index))
  .filter((character) => character !== '×' && character !== '÷')
  .join('');

/** The weights and styles of Barlow the site's CSS sets. */
export const coreFaces = ['400-normal', '600-normal', '700-normal', '400-italic'] as const;

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The CSS `unicode-range` of `characters`, consecutive code points joined into spans. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const spans: [number, number][] = [];
  for (const point of points) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  return spans.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}
