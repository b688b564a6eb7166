import type { SeedCategory, SeedSubcategory } from './taxonomy.ts';

/**
 * What a subcategory holds, written from its own product range: the kind of product its titles
 * name, and the signals, grades and sizes they come in. "Class D power amplifiers in Stereo,
 * 4-Channel and 8-Channel, from 40 W to 250 W."
 */

const list = (labels: readonly string[]) =>
  labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

const plural = (word: string) =>
  /s$/.test(word)
    ? word
    : /ix$/.test(word)
      ? `${word.slice(0, -2)}ices`
      : /[^aeiou]y$/.test(word)
        ? `${word.slice(0, -1)}ies`
        : /(x|ch|sh)$/.test(word)
          ? `${word}es`
          : `${word}s`;

/**
 * The product kind a title template names, in the plural: "Class D Power Amplifiers", "Extenders
 * over Cat5e". A placeholder inside the phrase is filled with `inner` ("USB-C to HDMI or DP Cables").
 */
function kindOf(template: string, inner: string): string | undefined {
  const phrase = (template.split(',')[0] ?? '').trim().replace(/^(\{(sig|res|size)\}\s*)+/, '');
  const words = phrase
    .replaceAll(/\{(sig|res|size)\}/g, inner)
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || /^[a-z]/.test(words[0] ?? '')) return undefined;
  // The noun is the word before "over" or "with" ("Extender over Cat6"), else the last word.
  const link = words.findIndex((word) => word === 'over' || word === 'with');
  const noun = link > 0 ? link - 1 : words.length - 1;
  words[noun] = plural(words[noun] ?? '');
  return words.join(' ');
}

export function subcategoryDescription(category: SeedCategory, sub: SeedSubcategory): string {
  const uses = (placeholder: string) => sub.title.includes(`{${placeholder}}`);
  const signals = (sub.signals ?? category.signals).map((option) => option.label);
  const either = signals.length < 2 ? (signals[0] ?? '') : `${signals.slice(0, -1).join(', ')} or ${signals.at(-1)}`;
  const kind = kindOf(sub.title, either);
  const parts = [kind ?? sub.name];
  const signalInside = kind?.includes(either) ?? false;
  if (uses('sig') && !signalInside) parts.push(`for ${list(signals)}`);
  if (uses('res')) parts.push(`in ${list(category.grades.map((option) => option.label))} versions`);
  if (uses('size') && category.sizes.length > 1) {
    parts.push(`from ${category.sizes[0]?.label} to ${category.sizes.at(-1)?.label}`);
  }
  return `${parts.join(' ')}.`;
}
