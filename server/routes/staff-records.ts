import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  blogPostForm,
  newsItemForm,
  partnerForm,
  recordRequest,
  recordsRequest,
  saveRecordRequest,
} from '../../src/api/staff-content.ts';
import { callerOf } from '../auth/middleware.ts';
import { checkedCopy, editedCopy } from '../content/checked-copy.ts';
import { saveDraft } from '../content/drafts.ts';
import { listRecords } from '../content/records.ts';
import type { AppContext, AppEnv } from '../context.ts';
import type { Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { jsonBody } from '../http/validate.ts';

const FORMS = { blog: blogPostForm, news: newsItemForm, partner: partnerForm };

/** A post is filed under a subcategory of the catalogue: its page links the category. */
async function knownSubcategory(db: Db, id: string): Promise<void> {
  const found = await db.selectFrom('subcategories').select('id').where('id', '=', Number(id)).executeTakeFirst();
  if (!found)
    throw new ApiFailure(400, 'The edit was not saved', [
      { field: 'subcategory', reason: 'Category is not in the catalogue' },
    ]);
}

/**
 * Blog posts, news items and partners in the staff editor: list, open, save and create. A save
 * without a key creates the record as a draft under a `new-…` key; a publish inserts it. Mounted
 * behind the staff check of staffContentRoutes.
 */
export function staffRecordRoutes({ db }: AppContext): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/GetContentRecords', jsonBody(recordsRequest), async (c) =>
      c.json({ records: await listRecords(db, c.req.valid('json').kind) }),
    )
    .post('/GetContentRecord', jsonBody(recordRequest), async (c) => {
      const { kind, key } = c.req.valid('json');
      return c.json({ kind, key, ...(await editedCopy(db, kind, key)) });
    })
    .post('/SaveContentRecord', jsonBody(saveRecordRequest), async (c) => {
      const { kind, key, copy } = c.req.valid('json');
      // A new key only for a save that creates: an unknown `new-…` key is not a way to create.
      if (key !== undefined) await editedCopy(db, kind, key);
      const checked: Record<string, string> = await checkedCopy(db, FORMS[kind] as typeof blogPostForm, copy as never);
      if (kind === 'blog') await knownSubcategory(db, checked.subcategory ?? '');
      const caller = callerOf(c);
      const recordKey = key ?? `new-${randomUUID()}`;
      const editor = { accountId: caller.userId, userName: caller.userName };
      const saved = await saveDraft(db, kind, recordKey, checked, editor, c.get('log'));
      return c.json({ key: recordKey, ...saved });
    });
}
