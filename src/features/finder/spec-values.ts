/**
 * Spec values as numbers and names, read from the texts of a specs table ("70 m over Cat6A",
 * "up to 70 m (230 ft)", "4K@60Hz 4:4:4", "1x4"). Each reader answers null when the text does not
 * state what it reads: the finder never guesses a value a table leaves out.
 */

/** The signals a job may start from, as the finder's form names them. */
export const SIGNALS = ['HDMI', 'DisplayPort', 'USB-C', 'SDI', 'HDBaseT', 'VGA', 'DVI'] as const;
export type Signal = (typeof SIGNALS)[number];

/** Chroma subsampling, fullest first. */
export const CHROMAS = ['4:4:4', '4:2:2', '4:2:0'] as const;
export type Chroma = (typeof CHROMAS)[number];

/** A video format: lines (1080, 2160, 4320), frames per second and chroma where stated. */
export interface Resolution {
  lines: number;
  refresh: number | null;
  chroma: Chroma | null;
}

/** What a job may need besides the picture, as the form names them. */
export const NEEDS = ['audio-extraction', 'audio-embedding', 'rs-232', 'ir', 'usb', 'kvm', 'poe', 'dante'] as const;
export type Need = (typeof NEEDS)[number];

const round = (value: number) => Math.round(value * 100) / 100;

const METRES_PER: Record<string, number> = { mm: 0.001, cm: 0.01, m: 1, metre: 1, meter: 1, ft: 0.3048, feet: 0.3048 };
const LENGTH = /(\d+(?:[.,]\d+)?)\s*(mm|cm|metres?|meters?|m|ft|feet|foot|')(?![a-z])/i;

/** A length in metres: "70 m over Cat6A", "10ft", "50 cm", "up to 70 m (230 ft)" (the first stated). */
export function metres(text: string): number | null {
  const found = LENGTH.exec(text);
  if (!found) return null;
  const unit = (found[2] ?? '')
    .toLowerCase()
    .replace(/s$/, '')
    .replace(/^foot$|^'$/, 'ft');
  const per = METRES_PER[unit];
  return per === undefined ? null : round(Number((found[1] ?? '').replace(',', '.')) * per);
}

const LINES_OF: Record<string, number> = { '8k': 4320, '4k': 2160, uhd: 2160, '1080': 1080, '720': 720 };

/** "4K60", "4K@60Hz 4:4:4", "1080p60", "8K30", "3840x2160@60", "4K60 4:2:0"; "1080p" states no refresh. */
export function resolution(text: string): Resolution | null {
  const named = /\b(8k|4k|uhd|1080|720)(?:p|i)?\s*(?:@\s*)?(\d{2,3})?(?:\s*hz)?/i.exec(text);
  const pixels = /\b(\d{3,4})\s*x\s*(\d{3,4})(?:p|i)?\s*(?:@\s*)?(\d{2,3})?/i.exec(text);
  const lines = named ? LINES_OF[(named[1] ?? '').toLowerCase()] : pixels ? Number(pixels[2]) : undefined;
  if (lines === undefined) return null;
  const refresh = (named ? named[2] : pixels?.[3]) ?? null;
  const chroma = /\b4:(4:4|2:2|2:0)\b/.exec(text);
  return {
    lines,
    refresh: refresh === null ? null : Number(refresh),
    chroma: chroma ? (`4:${chroma[1]}` as Chroma) : null,
  };
}

const SIGNAL_WORDS: [RegExp, Signal][] = [
  [/\bhdbase-?t\b/i, 'HDBaseT'],
  [/\bhdmi\b/i, 'HDMI'],
  [/\b(?:mini\s+)?displayport\b|\bdp\b/i, 'DisplayPort'],
  [/\busb-?c\b|\busb type-?c\b/i, 'USB-C'],
  [/\b(?:12g-|6g-|3g-|hd-)?sdi\b/i, 'SDI'],
  [/\bvga\b/i, 'VGA'],
  [/\bdvi(?:-[di])?\b/i, 'DVI'],
];

/** The signals a text names, in the order it names them ("USB-C to HDMI" → USB-C, HDMI). */
export function signals(text: string): Signal[] {
  return SIGNAL_WORDS.map(([pattern, signal]) => ({ signal, at: text.search(pattern) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ signal }) => signal);
}

/** A port count: "4", "4 x HDMI", "4 outputs"; from a size, its side ("1x4": 1 input, 4 outputs). */
export function portCount(text: string, side: 'inputs' | 'outputs'): number | null {
  const size = /^(\d+)\s*[x×:]\s*(\d+)\b/i.exec(text.trim());
  if (size) return Number(side === 'inputs' ? size[1] : size[2]);
  const leading = /^(\d+)\b/.exec(text.trim());
  return leading ? Number(leading[1]) : null;
}

const NEED_WORDS: [RegExp, Need][] = [
  [/\baudio (?:extract|de-?embedd)|\bde-?embedd|\bextractor\b/i, 'audio-extraction'],
  [/\baudio embedd|\bembedder\b/i, 'audio-embedding'],
  [/\brs-?232\b/i, 'rs-232'],
  [/\bir\b/i, 'ir'],
  [/\busb\b(?!-?c\b)|\bkvm\b/i, 'usb'],
  [/\bkvm\b/i, 'kvm'],
  [/\bpoe\b/i, 'poe'],
  [/\bdante\b/i, 'dante'],
];

/** What a text says a product offers: "IR, RS-232" control, "PoE (802.3af)" power, a "KVM" title. */
export function needs(text: string): Need[] {
  return NEED_WORDS.filter(([pattern]) => pattern.test(text)).map(([, need]) => need);
}
