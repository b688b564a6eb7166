import { compactSku } from '../../../src/config/catalog.ts';
import type { Random } from './random.ts';
import type { SeedSubcategory } from './taxonomy.ts';
import type { Option } from './taxonomy-types.ts';

/** The options a product was built from; spec and text templates are filled with them. */
export interface Variant {
  sig: Option;
  res: Option;
  size: Option;
}

export type Dimension = keyof Variant;

export interface NamedProduct {
  sku: string;
  title: string;
  variant: Variant;
  /** Options neither the title nor its subcategory decides: drawn at random, so never stated. */
  loose: readonly Dimension[];
}

/** Model lines used once every plain variant of a subcategory exists. */
const series = [
  ['PRO', 'Pro'],
  ['LT', 'LT'],
  ['X', 'X Series'],
  ['PLUS', 'Plus'],
  ['S', 'S'],
  ['E', 'E'],
  ['R', 'R'],
] as const;

export function fillTemplate(template: string, variant: Variant): string {
  return template
    .replaceAll('{sig}', variant.sig.label)
    .replaceAll('{res}', variant.res.label)
    .replaceAll('{size}', variant.size.label);
}

/** A 3G-SDI link carries up to 1080p60: 4K60 needs 12G-SDI. */
export const signalCarries = (variant: Variant) =>
  !(variant.sig.label === '3G-SDI' && /^[48]K/.test(variant.res.label));

/**
 * The variant made consistent: a grade the title does not name follows the signal (a 3G-SDI
 * product is 1080p60, a 12G-SDI one the top grade); a combination the title names that no signal can carry is dropped.
 */
function consistent(variant: Variant, resNamed: boolean, grades: readonly Variant['res'][]): Variant | undefined {
  const top = grades.at(-1);
  if (!resNamed && variant.sig.label === '12G-SDI' && top) return { ...variant, res: top };
  if (signalCarries(variant)) return variant;
  if (resNamed) return undefined;
  const res = grades.find((grade) => signalCarries({ ...variant, res: grade }));
  return res ? { ...variant, res } : undefined;
}

/** `4K60 HDMI Extender Kit, 100 m` + ` Pro` → `4K60 HDMI Extender Kit Pro, 100 m`. */
function withSeries(title: string, label: string): string {
  const comma = title.indexOf(',');
  return comma < 0 ? title + label : title.slice(0, comma) + label + title.slice(comma);
}

function seriesOf(round: number): { code: string; label: string } {
  if (round === 0) return { code: '', label: '' };
  const known = series[round - 1];
  return known ? { code: known[0], label: ` ${known[1]}` } : { code: `V${round}`, label: ` (Rev ${round})` };
}

/** The option a title template names in words: the `1x4` of "1x4 {sig} Splitter". */
function namedOption(template: string, choices: readonly Option[]): Option | undefined {
  const words = ` ${template.replaceAll(',', ' ')} `;
  return choices.find((choice) => words.includes(` ${choice.label} `));
}

/** An SDI rate decides the grade (see `consistent`), whatever the title names. */
const gradeFollowsSignal = (variant: Variant) => /^(12G|3G)-SDI$/.test(variant.sig.label);
/**
 * Names products of one subcategory: every combination of the options its title uses, in a shuffled
 * order, then the same again as further model lines. `taken` holds the hyphen-free skus in use.
 */
export function* productNames(sub: SeedSubcategory, random: Random, taken: Set<string>): Generator<NamedProduct> {
  const cat = sub.category;
  const uses = (key: string) => sub.title.includes(`{${key}}`);
  const open = new Set<Dimension>();
  /**
   * The options the title varies; else the one it names (so the specs of a "1x4 {sig} Splitter" say
   * 1x4), else one drawn at random, which its specs then leave unsaid. The draw is made either way,
   * so every later name of the catalogue stays what it was.
   */
  const choices = (key: Dimension, all: readonly Option[]): Option[] => {
    if (uses(key)) return [...all];
    const drawn = random.pick(all);
    const named = namedOption(sub.title, all);
    if (!named && all.length > 1) open.add(key);
    return [named ?? drawn];
  };
  const dims = {
    sig: choices('sig', sub.signals ?? cat.signals),
    res: choices('res', cat.grades),
    size: choices('size', cat.sizes),
  };
  const combos = dims.sig.flatMap((sig) => dims.res.flatMap((res) => dims.size.map((size) => ({ sig, res, size }))));
  const order = random
    .sample(combos, combos.length)
    .flatMap((variant) => consistent(variant, uses('res'), cat.grades) ?? []);
  for (let round = 0; ; round++) {
    const line = seriesOf(round);
    for (const variant of order) {
      const res = uses('res') ? variant.res.code : '';
      const size = uses('size') ? variant.size.code : '';
      const model = [res && size && /\d$/.test(res) ? `${res}-${size}` : res + size, line.code]
        .filter(Boolean)
        .join('-');
      // A subcategory with its own signals (DVI cables, SDI cables) names them in the sku.
      const parts = [cat.brand, uses('sig') || sub.signals ? variant.sig.code : cat.code, sub.code, model || '1'];
      const hyphenated = parts.join('-');
      const key = compactSku(hyphenated);
      // Some skus are written without hyphens, as older product lines are.
      const sku = random.chance(0.15) ? key : hyphenated;
      if (taken.has(key)) continue;
      taken.add(key);
      const loose = [...open].filter((key) => !(key === 'res' && gradeFollowsSignal(variant)));
      yield { sku, title: withSeries(fillTemplate(sub.title, variant), line.label), variant, loose };
    }
  }
}
