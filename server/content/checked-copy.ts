import type * as z from 'zod/mini';
import { issuesFromZod } from '../../src/api/errors.ts';
import { HTML_FIELDS } from '../../src/api/staff-content.ts';
import { priceSpellings } from '../../src/domain/price-leak.ts';
import { catalogPrices } from '../catalog/all-prices.ts';
import type { Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { visibleHtml } from '../http/visible-html.ts';
import { draftOf } from './drafts.ts';
import { copyOf, readColumns, type EditableKind } from './editable.ts';

/** An edit's HTML fields cleaned with the site's one rule, then checked as the publish checks them. */
export async function checkedCopy<T extends Record<string, string>>(
  db: Db,
  form: (prices: ReadonlySet<string>) => z.ZodMiniType<T>,
  copy: T,
): Promise<T> {
  const cleaned: Record<string, string> = { ...copy };
  for (const field of Object.keys(cleaned)) if (HTML_FIELDS.has(field)) cleaned[field] = visibleHtml(cleaned[field]!);
  const parsed = form(priceSpellings(await catalogPrices(db))).safeParse(cleaned);
  if (!parsed.success) throw new ApiFailure(400, 'The edit was not saved', issuesFromZod(parsed.error));
  return parsed.data;
}

/**
 * The draft of a record, else its published copy; 404 when the record does not exist (a created
 * record exists as its draft until it is published).
 */
export async function editedCopy(db: Db, kind: EditableKind, key: string) {
  const [published, draft] = await Promise.all([readColumns(db, kind, key), draftOf(db, kind, key)]);
  if (!published && !draft) throw new ApiFailure(404, 'Not found');
  return { copy: draft ?? copyOf(kind, published!), draft: draft !== undefined };
}
