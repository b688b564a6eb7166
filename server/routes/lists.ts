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
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';
import { addToList, createList, deleteList, listOf, listsOf, renameList, setListLine } from '../lists/lists.ts';

const done = { status: 200 as const };

/** Saved lists of the token's own account; another account's list id answers 404. */
export function listRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db } = ctx;
  return new Hono<AppEnv>()
    .use('*', requireCaller)
    .post('/GetSavedLists', jsonBody(noInputRequest), (c) =>
      c.json({ lists: listsOf(db, accountOf(db, callerOf(c)).id) }),
    )
    .post('/GetSavedList', jsonBody(getSavedListRequest), (c) =>
      c.json({ list: listOf(db, accountOf(db, callerOf(c)), c.req.valid('json').id) }),
    )
    .post('/CreateSavedList', jsonBody(createSavedListRequest), (c) => {
      const { name, lines } = c.req.valid('json');
      return c.json({ list: createList(db, accountOf(db, callerOf(c)), name, lines) });
    })
    .post('/RenameSavedList', jsonBody(renameSavedListRequest), (c) => {
      const { id, name } = c.req.valid('json');
      renameList(db, accountOf(db, callerOf(c)).id, id, name);
      return c.json(done);
    })
    .post('/DeleteSavedList', jsonBody(deleteSavedListRequest), (c) => {
      deleteList(db, accountOf(db, callerOf(c)).id, c.req.valid('json').id);
      return c.json(done);
    })
    .post('/AddToSavedList', jsonBody(addToSavedListRequest), (c) => {
      const { id, lines } = c.req.valid('json');
      return c.json({ list: addToList(db, accountOf(db, callerOf(c)), id, lines) });
    })
    .post('/SetSavedListLine', jsonBody(setSavedListLineRequest), (c) => {
      const { id, sku, qty } = c.req.valid('json');
      return c.json({ list: setListLine(db, accountOf(db, callerOf(c)), id, sku, qty) });
    });
}
