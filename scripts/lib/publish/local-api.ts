import { join } from 'node:path';
import * as z from 'zod/mini';
import { createApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/index.ts';
import { handleError } from '../../../server/http/errors.ts';
import { errorBody, issuesFromZod } from '../../../src/api/errors.ts';
import { createPull, type Pull } from '../../../src/features/catalog/pull.build.ts';

/**
 * A pull answered by the API's own code on the database in `dataDir`, in this thread (no sockets).
 * Answers it with a function that closes the database.
 */
export function localPull(dataDir: string): { pull: Pull; close: () => void } {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const db = openDatabase(join(config.dataDir, 'catalog.db'));
  const app = createApp({ db, config });
  // The public API hides why a stored record breaks the contract; the editor's build names the field.
  app.onError((error, c) => {
    if (!(error instanceof z.core.$ZodError)) return handleError(error, c);
    return c.json(errorBody('A stored record does not fit the contract', issuesFromZod(error)), 500);
  });
  return { pull: createPull(async (input, init) => app.fetch(new Request(input, init))), close: () => db.close() };
}
