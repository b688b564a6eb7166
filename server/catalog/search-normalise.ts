/**
 * How installers write sizes, ratios and resolutions, read one way: the same rules run on the
 * catalogue's text when it is indexed and on every query, so "3 metres" meets "3 m", "1:4" meets
 * "1x4" and "4k" meets "4K60". The text arrives lower case without accents.
 */

/** Unit words, each with the one spelling search keeps; longer names first, so "mm" is not "m". */
const units: ReadonlyArray<readonly [RegExp, string]> = [
  [/millimet(?:er|re)s?|mm/, 'mm'],
  [/centimet(?:er|re)s?|cm/, 'cm'],
  [/kilomet(?:er|re)s?|km/, 'km'],
  [/met(?:er|re)s?|mtrs?|m/, 'm'],
  [/feet|foot|ft|'/, 'ft'],
  [/inch(?:es)?|"/, 'in'],
  [/watts?|w/, 'w'],
  [/volts?|v/, 'v'],
  [/gbps|gbit\/s/, 'gbps'],
  [/mbps|mbit\/s/, 'mbps'],
  [/ghz|mhz|khz|hz/, ''],
];

/** A number ("3", "0.5") and a unit after it, spaced or not, and nothing more of a word. */
const measure = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)\s*-?\s*(` +
    units.map(([pattern]) => pattern.source).join('|') +
    String.raw`)(?![\p{L}\p{N}])`,
  'gu',
);

/** The one spelling of a unit word (hertz keep their own: "60hz", "2.4ghz"). */
function unitOf(word: string): string {
  const found = units.find(([pattern]) => new RegExp(`^(?:${pattern.source})$`).test(word));
  return found?.[1] || word;
}

/** "3 m", "3 metres", "3-meter"… → "3m"; "10 ft", "10 feet" → "10ft"; "0.5 m" → "0.5m". */
export function joinMeasures(text: string): string {
  return text.replace(measure, (_, number: string, unit: string) => `${number}${unitOf(unit)}`);
}

/** Two counts with x, ×, : or "by" between them, alone: "1:4", "1 x 4", "1×4", "1 by 4" → "1x4". */
const ratio = /(?<![\p{L}\p{N}.])(\d{1,3})\s*(?:x|×|:|by)\s*(\d{1,3})(?![\p{L}\p{N}]|\.\d)/gu;

export function joinRatios(text: string): string {
  return text.replace(ratio, '$1x$2');
}

/** Sizes and ratios as one word each, the way the index keeps them. */
export function normaliseMeasures(text: string): string {
  return joinRatios(joinMeasures(text));
}

/**
 * The resolution a word names without its frame rate: "4k60" and "4k30" → "4k", "8k60" → "8k";
 * undefined for any other word. The index keeps both, so "4k" finds them as a whole word.
 */
export function resolutionShorthand(word: string): string | undefined {
  return /^(\d{1,2}k)\d{2,3}$/.exec(word)?.[1];
}

/**
 * One form for singular and plural ("amplifiers" and "amplifier", "accessories" and "accessory"),
 * so a word in a category name or title counts whole either way. Short words and words ending in
 * "ss", "us" or "is" are left as they are ("class", "bus", "chassis").
 */
export function singular(word: string): string {
  if (word.length < 5 || !word.endsWith('s') || /(?:ss|us|is)$/.test(word) || /\d/.test(word)) return word;
  return word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1);
}
