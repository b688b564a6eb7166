import {
  type Need,
  needs,
  portCount,
  resolution,
  type Resolution,
  type Signal,
  signals,
  metres,
} from './spec-values.ts';

/**
 * A product as the finder reads it: what it carries, how far and how sharp, with how many ports,
 * and what else it offers. Read from its specs table, and from its title for what the table leaves
 * to the title (a cable's connector, a kit's kind). Public catalogue data only.
 */

/** Kinds of part in a signal path, simplest first. */
export const KINDS = ['cable', 'converter', 'pair', 'splitter', 'switcher', 'matrix'] as const;
export type Kind = (typeof KINDS)[number];

export interface FinderEntry {
  sku: string;
  title: string;
  path: string;
  kind: Kind;
  /** The signal it takes in. */
  input: Signal;
  /** The signal it gives out (a converter's other side; else the same). */
  output: Signal;
  /** A cable's length or an extender's reach, in metres; null where a kind has none. */
  reach: number | null;
  resolution: Resolution;
  inputs: number;
  outputs: number;
  offers: Need[];
}

/** What the finder is given of a product. */
export interface ProductFacts {
  sku: string;
  title: string;
  path: string;
  category: string;
  rows: readonly [string, string][];
}

export type EntryResult = { entry: FinderEntry } | { leftOut: string } | { outOfScope: true };

/**
 * HDMI cable grades as HDMI Licensing certifies them: High Speed 10.2 Gbps (4K30), Premium High
 * Speed 18 Gbps (4K60 4:4:4), Ultra High Speed 48 Gbps (8K60).
 */
const HDMI_GRADES: Record<string, Resolution> = {
  'high speed': { lines: 2160, refresh: 30, chroma: null },
  'premium high speed': { lines: 2160, refresh: 60, chroma: '4:4:4' },
  'ultra high speed': { lines: 4320, refresh: 60, chroma: null },
};

/** The kind of a product of a routing or signal category, from its category and title. */
function kindOf(category: string, title: string): Kind | null {
  // Audio, network and bulk cables carry no picture.
  if (category === 'cables') return /\bcable\b/i.test(title) && signals(title).length > 0 ? 'cable' : null;
  if (category === 'converters') return /\bto (?:hdmi|12g-sdi|vga|displayport)\b/i.test(title) ? 'converter' : null;
  if (category === 'extenders')
    return /\bextender\b|\bbalun pair\b/i.test(title) && !/\b(?:audio|ir|rs-232|usb 2\.0)\b.*extender/i.test(title)
      ? 'pair'
      : null;
  if (category === 'splitters') return 'splitter';
  if (category === 'switchers') return /\bwireless\b/i.test(title) ? null : 'switcher';
  if (category === 'matrix') return /\baudio\b/i.test(title) ? null : 'matrix';
  if (category === 'sdi') {
    if (/\bto hdmi\b/i.test(title)) return 'converter';
    if (/\b(?:distribution|splitter)\b/i.test(title)) return 'splitter';
    if (/\bswitcher\b/i.test(title)) return 'switcher';
    if (/\brouter\b/i.test(title)) return 'matrix';
  }
  return null;
}

const firstRow = (rows: ProductFacts['rows'], ...labels: string[]) =>
  rows.find(([label]) => labels.includes(label.toLowerCase()))?.[1];

/** The product's finder entry; left out, with the reason, when its specs do not state what it needs. */
export function finderEntry(product: ProductFacts): EntryResult {
  const kind = kindOf(product.category, product.title);
  if (!kind) return { outOfScope: true };
  const { rows, title } = product;
  const stated = firstRow(rows, 'input', 'signal', 'standard');
  const named = signals(stated ?? title);
  const input = named[0];
  if (!input) return { leftOut: 'no signal in its specs' };
  const output = kind === 'converter' ? signals(title.replace(/^.*?\bto\b/i, ''))[0] : input;
  if (!output) return { leftOut: 'no output signal in its title' };
  const grade = firstRow(rows, 'grade')?.toLowerCase();
  const format =
    kind === 'cable' && input === 'HDMI'
      ? grade && HDMI_GRADES[grade]
      : resolution(firstRow(rows, 'maximum resolution') ?? '');
  if (!format) return { leftOut: kind === 'cable' ? 'no grade in its specs' : 'no maximum resolution in its specs' };
  const reachText = firstRow(rows, kind === 'cable' ? 'length' : 'distance');
  const reach = reachText === undefined ? null : metres(reachText);
  if ((kind === 'cable' || kind === 'pair') && reach === null)
    return { leftOut: kind === 'cable' ? 'no length in its specs' : 'no distance in its specs' };
  const ports = portsOf(kind, rows);
  if (!ports) return { leftOut: 'no inputs or outputs in its specs' };
  const offers = [
    ...new Set([
      ...needs(firstRow(rows, 'control', 'control ports') ?? ''),
      ...needs(firstRow(rows, 'power') ?? ''),
      ...needs(title),
    ]),
  ];
  return {
    entry: {
      sku: product.sku,
      title,
      path: product.path,
      kind,
      input,
      output,
      reach,
      resolution: format,
      ...ports,
      offers,
    },
  };
}

function portsOf(kind: Kind, rows: ProductFacts['rows']): { inputs: number; outputs: number } | null {
  if (kind === 'cable' || kind === 'converter' || kind === 'pair') return { inputs: 1, outputs: 1 };
  const size = firstRow(rows, 'matrix size', 'inputs x outputs');
  const inputs = size
    ? portCount(size, 'inputs')
    : kind === 'splitter'
      ? 1
      : portCount(firstRow(rows, 'inputs') ?? '', 'inputs');
  const outputs = size
    ? portCount(size, 'outputs')
    : kind === 'switcher'
      ? 1
      : portCount(firstRow(rows, 'outputs') ?? '', 'outputs');
  return inputs && outputs ? { inputs, outputs } : null;
}
