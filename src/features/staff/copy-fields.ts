import { DOCUMENT_MAX_LENGTH } from '../../api/patterns.ts';
import { FIELD_LABELS, PARTNER_REGIONS, type ContentRecordKind } from '../../api/staff-content.ts';
import type { CopyFieldSpec } from './CopyField.tsx';

const field = (name: string, kind: CopyFieldSpec['kind'], maxLength: number): CopyFieldSpec => ({
  name,
  label: FIELD_LABELS[name] ?? name,
  kind,
  maxLength,
});

/** The fields of a product's copy, in page order (HTML in plain text areas). */
export const PRODUCT_FIELDS: readonly CopyFieldSpec[] = [
  field('title', 'line', 200),
  field('subtitle', 'line', 300),
  field('description', 'html', DOCUMENT_MAX_LENGTH),
  field('features', 'html', DOCUMENT_MAX_LENGTH),
  field('specs', 'html', DOCUMENT_MAX_LENGTH),
  field('metaDescription', 'line', 320),
];

/** The fields of a blog post, a news item and a partner card, in page order. */
export const RECORD_FIELDS: Readonly<Record<ContentRecordKind, readonly CopyFieldSpec[]>> = {
  blog: [
    field('title', 'line', 200),
    field('date', 'date', 40),
    field('subcategory', 'choice', 12),
    field('body', 'html', DOCUMENT_MAX_LENGTH),
    field('picture', 'choice', 500),
    field('metaDescription', 'line', 320),
  ],
  news: [
    field('title', 'line', 200),
    field('date', 'date', 40),
    field('teaser', 'line', 1000),
    field('body', 'html', DOCUMENT_MAX_LENGTH),
    field('link', 'line', 500),
  ],
  partner: [
    field('name', 'line', 200),
    field('region', 'choice', 20),
    field('logo', 'choice', 500),
    field('city', 'line', 200),
    field('address', 'line', 500),
    field('tel', 'line', 60),
    field('email', 'line', 254),
    field('url', 'line', 500),
  ],
};

/** A picker's choices: a value and what the list shows. */
export type Choices = Readonly<Record<string, ReadonlyArray<{ value: string; label: string }>>>;

const fileName = (path: string) => ({ value: path, label: path.split('/').pop() ?? path });
const none = { value: '', label: 'No picture' };

/** Each picker's choices from the editor's rules: categories, pictures, logos and regions. */
export function choicesOf(rules: {
  pictures: readonly string[];
  logos: readonly string[];
  categories: ReadonlyArray<{ id: string; name: string }>;
}): Choices {
  return {
    subcategory: [
      { value: '', label: 'Choose a category' },
      ...rules.categories.map(({ id, name }) => ({ value: id, label: name })),
    ],
    picture: [none, ...rules.pictures.map(fileName)],
    logo: [{ value: '', label: 'Initials of the name' }, ...rules.logos.map(fileName)],
    region: PARTNER_REGIONS.map((region) => ({ value: region, label: region })),
  };
}

/** A new record's empty form: today's date, the first region. */
export function blankCopy(kind: ContentRecordKind, today: string): Record<string, string> {
  const blank = Object.fromEntries(RECORD_FIELDS[kind].map((spec) => [spec.name, '']));
  if (kind === 'partner') return { ...blank, region: PARTNER_REGIONS[0] };
  return { ...blank, date: today };
}
