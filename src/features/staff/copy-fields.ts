import { DOCUMENT_MAX_LENGTH } from '../../api/patterns.ts';
import { FIELD_LABELS } from '../../api/staff-content.ts';
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

/** The fields of a blog post. */
export const BLOG_FIELDS: readonly CopyFieldSpec[] = [
  field('title', 'line', 200),
  field('date', 'date', 40),
  field('body', 'html', DOCUMENT_MAX_LENGTH),
  field('picture', 'picture', 500),
  field('metaDescription', 'line', 320),
];
