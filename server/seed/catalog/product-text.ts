import type { Variant } from './naming.ts';
import type { Random } from './random.ts';

/** The HTML and meta texts of a product page, written from its category's vocabulary. */

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
}

const leads = [
  'delivers {res} {sig} with the reliability fixed installations demand',
  'is built for integrators who need every {sig} signal to arrive intact',
  'keeps {res} video, audio and control together on one link',
  'brings broadcast-grade {sig} performance to conference rooms and classrooms',
  'replaces a rack of adapters with a single, quiet unit',
];
const closers = [
  'Every unit is burned in and tested before it ships.',
  'Firmware updates are free for the life of the product.',
  'Fanless and silent, it disappears behind a display or under a table.',
  'A five-year warranty and US-based technical support come standard.',
  'Configuration takes minutes with the front-panel buttons or the web page.',
];
const commonFeatures = [
  'Five-year warranty',
  'Free firmware updates',
  'Compact metal housing',
  'Front-panel status LEDs',
  'Firmware upgradable over USB',
];
const powers = ['5 V DC, 1 A', '12 V DC, 1 A', '12 V DC, 2 A', '24 V DC, 1.25 A', '100-240 V AC, 50/60 Hz'];

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function fill(template: string, variant: Variant, power: string): string {
  return template
    .replaceAll('{sig}', variant.sig.label)
    .replaceAll('{res}', variant.res.label)
    .replaceAll('{size}', variant.size.label)
    .replaceAll('{pw}', power);
}

const genericSubtitles = [
  'Built for professional installations, with a five-year warranty',
  'Tested before it ships and backed by US-based support',
  'Quiet, fanless design for meeting rooms and classrooms',
];
const placeholders = (template: string) => template.match(/\{\w+\}/g) ?? [];

/**
 * A subtitle that only names options the title names too, so it never contradicts it (a 1 m cable
 * is not described as 5 m); a generic line when no template fits.
 */
export function subtitleFor(
  templates: readonly string[],
  titleTemplate: string,
  variant: Variant,
  random: Random,
): string {
  const fitting = templates.filter((t) => placeholders(t).every((p) => titleTemplate.includes(p)));
  return fill(random.pick(fitting.length > 0 ? fitting : genericSubtitles), variant, '');
}

/** The description as HTML, and its first sentence as plain text for product cards. */
export function descriptionOf(input: TextInput, random: Random): { summary: string; html: string } {
  const lead = fill(random.pick(leads), input.variant, '');
  const closing = random.sample(closers, 2).join(' ');
  return {
    summary: `The ${input.title} ${lead}.`,
    html:
      `<p>The <strong>${escape(input.title)}</strong> ${escape(lead)}.</p>` +
      `<p>${escape(input.categoryDescription)} ${escape(closing)}</p>`,
  };
}

export function featuresHtml(input: TextInput, random: Random): string {
  const items = [...random.sample(input.features, random.int(3, 5)), ...random.sample(commonFeatures, 2)];
  return `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
}

export function specsHtml(input: TextInput, random: Random): string {
  const power = random.pick(powers);
  const width = random.int(6, 44) * 5;
  const rows: [string, string][] = [
    ['Model', input.sku],
    ...input.specs.map(([label, value]): [string, string] => [label, fill(value, input.variant, power)]),
    ['Dimensions (W x D x H)', `${width} x ${random.int(8, 30) * 5} x ${random.int(5, 9) * 5} mm`],
    ['Weight', `${(random.int(2, 60) / 10).toFixed(1)} kg`],
    ['Operating temperature', '0 to 40 °C'],
    ['Certifications', input.isTaa ? 'FCC, CE, RoHS, TAA compliant' : 'FCC, CE, RoHS'],
    ['Warranty', '5 years'],
  ];
  const body = rows.map(([label, value]) => `<tr><th>${escape(label)}</th><td>${escape(value)}</td></tr>`).join('');
  return `<table class="specs"><tbody>${body}</tbody></table>`;
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
