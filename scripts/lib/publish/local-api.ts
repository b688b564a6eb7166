import * as z from 'zod/mini';
import { createApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { connectDatabase } from '../../../server/db/connect.ts';
import { handleError } from '../../../server/http/errors.ts';
import { errorBody, issuesFromZod } from '../../../src/api/errors.ts';
import { CONCURRENCY, createPull, type Pull } from '../../../src/features/catalog/pull.build.ts';

/**
 * A pull answered by the API's own code, in this thread (no HTTP), on the catalogue database of
 * `dataDir`: DATABASE_URL's server, else the embedded database lent by the process that has it open.
 * Answers it with a function that closes the database.
 */
export async function localPull(dataDir: string): Promise<{ pull: Pull; close: () => Promise<void> }> {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const { db } = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  const app = createApp({ db, config });
  // The public API hides why a stored record breaks the contract; the editor's build names the field.
  app.onError((error, c) => {
    if (!(error instanceof z.core.$ZodError)) return handleError(error, c);
    return c.json(errorBody('A stored record does not fit the contract', issuesFromZod(error)), 500);
  });
  const answer: typeof fetch = async (input, init) => app.fetch(new Request(input, init));
  return { pull: createPull(answer, undefined, CONCURRENCY * 2), close: () => db.destroy() };
}
