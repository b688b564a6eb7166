/**
 * MPN/UPC pairing of the tech support form: choosing an MPN fills its UPC and the other way round;
 * clearing a paired field with backspace clears both. Pairs come from the build
 * (`/data/mpn-upc.json`, public catalogue data without prices).
 */
export type MpnUpcPair = readonly [mpn: string, upc: string];

export interface Paired {
  mpn: string;
  upc: string;
}
export type PairedField = keyof Paired;

export interface PairIndex {
  mpn: ReadonlyMap<string, MpnUpcPair>;
  upc: ReadonlyMap<string, MpnUpcPair>;
  pairs: readonly MpnUpcPair[];
}

const key = (text: string) => text.trim().toUpperCase();

const isPairText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** The pairs file's content; entries that are not two short texts are left out. */
export function decodePairs(data: unknown): MpnUpcPair[] {
  if (!Array.isArray(data)) throw new Error('The MPN/UPC list is not a list');
  return data.filter(
    (entry): entry is MpnUpcPair =>
      Array.isArray(entry) && entry.length === 2 && isPairText(entry[0], 100) && isPairText(entry[1], 40),
  );
}

export function indexPairs(pairs: readonly MpnUpcPair[]): PairIndex {
  const withUpc = pairs.filter(([mpn, upc]) => mpn !== '' && upc !== '');
  return {
    mpn: new Map(withUpc.map((pair) => [key(pair[0]), pair])),
    upc: new Map(withUpc.map((pair) => [key(pair[1]), pair])),
    pairs: withUpc,
  };
}

const other = (field: PairedField): PairedField => (field === 'mpn' ? 'upc' : 'mpn');
const pairOf = (index: PairIndex, field: PairedField, value: string) => index[field].get(key(value));
const toPaired = ([mpn, upc]: MpnUpcPair): Paired => ({ mpn, upc });

/** Whether both fields hold one known pair. */
export function isPaired(index: PairIndex, current: Paired): boolean {
  const pair = pairOf(index, 'mpn', current.mpn);
  return pair !== undefined && pair[1] === current.upc;
}

/**
 * Both fields after `field` was edited to `value`. `deleting` is a backspace or delete edit: on a
 * paired field it clears both. A known value fills its partner; leaving a pair clears the partner.
 */
export function pairedEdit(
  index: PairIndex,
  current: Paired,
  field: PairedField,
  value: string,
  deleting: boolean,
): Paired {
  const wasPaired = isPaired(index, current);
  if (deleting && (wasPaired || value.trim() === '')) return { mpn: '', upc: '' };
  const pair = pairOf(index, field, value);
  if (pair) return toPaired(pair);
  return { ...current, [field]: value, [other(field)]: wasPaired ? '' : current[other(field)] } as Paired;
}

/** Up to `limit` values of `field` that start with the typed text (case-insensitive). */
export function suggestions(index: PairIndex, field: PairedField, typed: string, limit = 20): string[] {
  const start = key(typed);
  if (start === '') return [];
  const column = field === 'mpn' ? 0 : 1;
  const found: string[] = [];
  for (const pair of index.pairs) {
    if (key(pair[column]).startsWith(start)) found.push(pair[column]);
    if (found.length === limit) break;
  }
  return found;
}
