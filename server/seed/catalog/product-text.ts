import type { Variant } from './naming.ts';
import { bodyOf, coolingOf, powerOf, type ProductKind, settingOf } from './product-kind.ts';
import type { Random } from './random.ts';

/** The HTML and meta texts of a product page, written from its category's vocabulary and its kind. */

export interface TextInput {
  sku: string;
  title: string;
  subtitle: string;
  categoryName: string;
  subcategoryName: string;
  categoryDescription: string;
  features: readonly string[];
  specs: readonly [string, string][];
  variant: Variant;
  isTaa: boolean;
  kind: ProductKind;
}

/** What a line of copy may depend on. */
type Facts = Pick<TextInput, 'kind' | 'specs'>;

interface Line {
  text: string;
  fits: (facts: Facts) => boolean;
}

const device = ({ kind }: Facts) => !['cable', 'part', 'speaker'].includes(kind.build);
const hasResolution = ({ specs }: Facts) => specs.some(([label]) => label === 'Maximum resolution');
const quietBox = ({ kind }: Facts) => kind.fanless && !kind.broadcast && ['box', 'plate'].includes(kind.build);
const line = (text: string, fits: Line['fits']): Line => ({ text, fits });

const leads: Line[] = [
  line('delivers {res} {sig} with the reliability fixed installations demand', (i) => device(i) && hasResolution(i)),
  line('is built for integrators who need every {sig} signal to arrive intact', device),
  line('brings broadcast-grade {sig} performance to {setting}', ({ kind }) => kind.broadcast && kind.build !== 'cable'),
  line('replaces a bag of adapters with a single, quiet unit', quietBox),
  line('is tested end to end at its full rated bandwidth before it ships', ({ kind }) => kind.build === 'cable'),
  line('keeps its connectors seated through racks, furniture and cable trays', ({ kind }) => kind.build === 'cable'),
  line('is made to the same standard as the systems it completes', ({ kind }) => kind.build === 'part'),
  line('spreads clear, even sound from a shallow ceiling cut-out', ({ kind }) => kind.build === 'speaker'),
];
const closers: Line[] = [
  line('Every unit is burned in and tested before it ships.', device),
  line('Firmware updates are free for the life of the product.', device),
  line('Fanless and silent, it disappears behind a display or under a table.', quietBox),
  line('Temperature-controlled fans stay quiet at idle and speed up only under load.', ({ kind }) => !kind.fanless),
  line('A three-year warranty and US-based technical support come standard.', () => true),
  line(
    'Each cable is printed with its length and grade, so it is easy to trace.',
    ({ kind }) => kind.build === 'cable',
  ),
  line('Configuration takes minutes from the front panel or the web page.', ({ kind }) => kind.build === 'rack'),
  line('It ships from stock in the United States and Europe.', ({ kind }) => ['part', 'speaker'].includes(kind.build)),
];
const commonFeatures: Line[] = [
  line('Three-year warranty', () => true),
  line('Free firmware updates', device),
  line('Compact metal housing', ({ kind }) => kind.build === 'box'),
  line('Front-panel status LEDs', ({ kind }) => ['box', 'rack'].includes(kind.build)),
  line('Firmware upgradable over USB', device),
  line('Strain relief on both connectors', ({ kind }) => kind.build === 'cable'),
  line('Length and grade printed on the jacket', ({ kind }) => kind.build === 'cable'),
  line('Stocked for same-day shipping', ({ kind }) => ['part', 'speaker'].includes(kind.build)),
];
const fitting = (lines: readonly Line[], facts: Facts) => lines.filter((l) => l.fits(facts)).map((l) => l.text);

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function fill(template: string, variant: Variant, power: string, kind?: ProductKind): string {
  return template
    .replaceAll('{sig}', variant.sig.label)
    .replaceAll('{res}', variant.res.label)
    .replaceAll('{size}', variant.size.label)
    .replaceAll('{pw}', power)
    .replaceAll('{setting}', kind ? settingOf(kind) : '');
}

const genericSubtitles: Line[] = [
  line('Built for professional installations, with a three-year warranty', () => true),
  line('Tested before it ships and backed by US-based support', () => true),
  line('Quiet, fanless design for meeting rooms and classrooms', quietBox),
  line('Broadcast build for studios, trucks and live production', ({ kind }) => kind.broadcast),
];
const placeholders = (template: string) => template.match(/\{\w+\}/g) ?? [];

/**
 * A subtitle that only names options the title names too, so it never contradicts it (a 1 m cable
 * is not described as 5 m); a generic line that suits the product's kind when no template fits.
 */
export function subtitleFor(
  templates: readonly string[],
  titleTemplate: string,
  variant: Variant,
  kind: ProductKind,
  random: Random,
): string {
  const own = templates.filter((t) => placeholders(t).every((p) => titleTemplate.includes(p)));
  const generic = fitting(genericSubtitles, { kind, specs: [] });
  return fill(random.pick(own.length > 0 ? own : generic), variant, '', kind);
}

/** The description as HTML, and its first sentence as plain text for product cards. */
export function descriptionOf(input: TextInput, random: Random): { summary: string; html: string } {
  const lead = fill(random.pick(fitting(leads, input)), input.variant, '', input.kind);
  const closing = random.sample(fitting(closers, input), 2).join(' ');
  return {
    summary: `The ${input.title} ${lead}.`,
    html:
      `<p>The <strong>${escape(input.title)}</strong> ${escape(lead)}.</p>` +
      `<p>${escape(input.categoryDescription)} ${escape(closing)}</p>`,
  };
}

/** Category features that contradict the product's build or power are left out. */
function featureFits(feature: string, input: TextInput, power: string | null): boolean {
  if (/USB powered/.test(feature)) return power?.startsWith('5 V') ?? false;
  if (/Redundant power|rack-mountable|Rack-mountable/.test(feature)) return input.kind.build === 'rack';
  if (/PoC/.test(feature)) return input.kind.build !== 'rack';
  return true;
}

export interface SpecsAndFeatures {
  features: string;
  specs: string;
  /** The same, as plain text for the printed documents. */
  featureList: string[];
  specRows: [string, string][];
}

/** The features list and the specs table, sharing one power supply so they never disagree. */
export function specsAndFeatures(input: TextInput, lengthMetres: number | null, random: Random): SpecsAndFeatures {
  const power = powerOf(input.kind, random);
  const own = input.features.filter((feature) => featureFits(feature, input, power));
  const items = [
    ...random.sample(own, Math.min(own.length, random.int(3, 5))),
    ...random.sample(fitting(commonFeatures, input), 2),
  ];
  const body = bodyOf(input.kind, lengthMetres, random);
  const cooling = coolingOf(input.kind);
  // A cable's length is the one its title names (a 305 m reel); power only where there is a supply.
  const specRows = input.specs.flatMap(([label, value]): [string, string][] => {
    if (label === 'Length') return lengthMetres === null ? [] : [[label, `${lengthMetres} m`]];
    if (label === 'Power' && value === '{pw}' && power === null) return [];
    return [[label, fill(value, input.variant, power ?? '')]];
  });
  const rows: [string, string][] = [
    ['Model', input.sku],
    ...specRows,
    ...(cooling ? [['Cooling', cooling] as [string, string]] : []),
    ...(body.dimensions ? [['Dimensions (W x D x H)', body.dimensions] as [string, string]] : []),
    ['Weight', `${body.weightKg} kg`],
    ['Operating temperature', '0 to 40 °C'],
    ['Certifications', input.isTaa ? 'FCC, CE, RoHS, TAA compliant' : 'FCC, CE, RoHS'],
    // The warranty page's term: three years on every product.
    ['Warranty', '3 years'],
  ];
  const table = rows.map(([label, value]) => `<tr><th>${escape(label)}</th><td>${escape(value)}</td></tr>`).join('');
  return {
    features: `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`,
    specs: `<table class="specs"><tbody>${table}</tbody></table>`,
    featureList: items,
    specRows: rows,
  };
}

export interface MetaTexts {
  metatitle: string | null;
  metadesc: string | null;
  metakeywords: string | null;
}

/** About one product in five has no meta texts, so the site's fallbacks are exercised. */
export function metaTexts(input: TextInput, random: Random): MetaTexts {
  if (random.chance(0.2)) return { metatitle: null, metadesc: null, metakeywords: random.chance(0.5) ? '' : null };
  const keywords = [input.variant.sig.label, input.subcategoryName, input.categoryName, input.sku];
  return {
    metatitle: `${input.title} | ${input.sku}`,
    metadesc: `${input.subtitle}. ${input.categoryDescription}`.slice(0, 160),
    metakeywords: [...new Set(keywords)].join(', '),
  };
}
