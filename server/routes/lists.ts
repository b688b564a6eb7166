import { Hono } from 'hono';
import {
  addToSavedListRequest,
  createSavedListRequest,
  deleteSavedListRequest,
  getSavedListRequest,
  noInputRequest,
  renameSavedListRequest,
  setSavedListLineRequest,
} from '../../src/api/lists.ts';
import { accountOf } from '../accounts/accounts.ts';
import { callerOf, requireCaller } from '../auth/middleware.ts';
import { requireCapability } from '../auth/roles.ts';
import { logSkipped } from '../catalog/rows.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';
import { silentLog } from '../log.ts';
import { addToList, createList, deleteList, listOf, listsOf, renameList, setListLine } from '../lists/lists.ts';

const done = { status: 200 as const };

/** Saved lists of the token's company, for roles that may keep lists; another company's list id answers 404. */
export function listRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db, log = silentLog } = ctx;
  // A line whose price record is corrupt reads as unpriced, and is logged.
  const skip = logSkipped(log);
  return new Hono<AppEnv>()
    .use('*', requireCaller, requireCapability('lists'))
    .post('/GetSavedLists', jsonBody(noInputRequest), async (c) =>
      c.json({ lists: await listsOf(db, (await accountOf(db, callerOf(c))).id) }),
    )
    .post('/GetSavedList', jsonBody(getSavedListRequest), async (c) =>
      c.json({ list: await listOf(db, await accountOf(db, callerOf(c)), c.req.valid('json').id, skip) }),
    )
    .post('/CreateSavedList', jsonBody(createSavedListRequest), async (c) => {
      const { name, lines } = c.req.valid('json');
      return c.json({ list: await createList(db, await accountOf(db, callerOf(c)), name, lines ?? [], skip) });
    })
    .post('/RenameSavedList', jsonBody(renameSavedListRequest), async (c) => {
      const { id, name } = c.req.valid('json');
      await renameList(db, (await accountOf(db, callerOf(c))).id, id, name);
      return c.json(done);
    })
    .post('/DeleteSavedList', jsonBody(deleteSavedListRequest), async (c) => {
      await deleteList(db, (await accountOf(db, callerOf(c))).id, c.req.valid('json').id);
      return c.json(done);
    })
    .post('/AddToSavedList', jsonBody(addToSavedListRequest), async (c) => {
      const { id, lines } = c.req.valid('json');
      return c.json({ list: await addToList(db, await accountOf(db, callerOf(c)), id, lines, skip) });
    })
    .post('/SetSavedListLine', jsonBody(setSavedListLineRequest), async (c) => {
      const { id, sku, qty } = c.req.valid('json');
      return c.json({ list: await setListLine(db, await accountOf(db, callerOf(c)), id, sku, qty, skip) });
    });
}
