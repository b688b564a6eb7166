import { Hono } from 'hono';
import {
  addToSavedListRequest,
  createSavedListRequest,
  deleteSavedListRequest,
  getSavedListRequest,
  noInputRequest,
  renameSavedListRequest,
  setSavedListLineRequest,
  shareSavedListRequest,
} from '../../src/api/lists.ts';
import { callerOf, requireCaller } from '../auth/middleware.ts';
import { requireCapability } from '../auth/roles.ts';
import { logSkipped } from '../catalog/rows.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';
import { silentLog } from '../log.ts';
import {
  addToList,
  createList,
  deleteList,
  listOf,
  listsOf,
  renameList,
  setListLine,
  shareList,
} from '../lists/lists.ts';

const done = { status: 200 as const };

/**
 * Saved lists of the token's login: its own and those shared with its company. Roles that keep
 * lists change them; every role reads the shared ones. Another company's list id, or a colleague's
 * private list, answers 404.
 */
export function listRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db, log = silentLog } = ctx;
  // A line whose price record is corrupt reads as unpriced, and is logged.
  const skip = logSkipped(log);
  const read = requireCapability('shared-lists');
  const keep = requireCapability('lists');
  return new Hono<AppEnv>()
    .use('*', requireCaller)
    .post('/GetSavedLists', read, jsonBody(noInputRequest), async (c) =>
      c.json({ lists: await listsOf(db, callerOf(c)) }),
    )
    .post('/GetSavedList', read, jsonBody(getSavedListRequest), async (c) =>
      c.json({ list: await listOf(db, callerOf(c), c.req.valid('json').id, skip) }),
    )
    .post('/CreateSavedList', keep, jsonBody(createSavedListRequest), async (c) => {
      const { name, lines } = c.req.valid('json');
      return c.json({ list: await createList(db, callerOf(c), name, lines ?? [], skip) });
    })
    .post('/RenameSavedList', keep, jsonBody(renameSavedListRequest), async (c) => {
      const { id, name } = c.req.valid('json');
      await renameList(db, callerOf(c), id, name);
      return c.json(done);
    })
    .post('/DeleteSavedList', keep, jsonBody(deleteSavedListRequest), async (c) => {
      await deleteList(db, callerOf(c), c.req.valid('json').id);
      return c.json(done);
    })
    .post('/ShareSavedList', keep, jsonBody(shareSavedListRequest), async (c) => {
      const { id, shared } = c.req.valid('json');
      return c.json({ lists: await shareList(db, callerOf(c), id, shared) });
    })
    .post('/AddToSavedList', keep, jsonBody(addToSavedListRequest), async (c) => {
      const { id, lines } = c.req.valid('json');
      return c.json({ list: await addToList(db, callerOf(c), id, lines, skip) });
    })
    .post('/SetSavedListLine', keep, jsonBody(setSavedListLineRequest), async (c) => {
      const { id, sku, qty } = c.req.valid('json');
      return c.json({ list: await setListLine(db, callerOf(c), id, sku, qty, skip) });
    });
}
