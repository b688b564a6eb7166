import * as z from 'zod/mini';
import { createApp } from '../../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../../server/config.ts';
import { connectDatabase } from '../../../server/db/connect.ts';
import type { Db } from '../../../server/db/index.ts';
import { handleError } from '../../../server/http/errors.ts';
import { errorBody, issuesFromZod } from '../../../src/api/errors.ts';
import { CONCURRENCY, createPull, type Pull } from '../build/pull.ts';

/** A pull answered by the API's own code on `db`, in this thread (no HTTP). */
export function apiPull(db: Db, config: ServerConfig): Pull {
  const app = createApp({ db, config, searchIndexAtStart: false });
  // The public API hides why a stored record breaks the contract; the editor's build names the field.
  app.onError((error, c) => {
    if (!(error instanceof z.core.$ZodError)) return handleError(error, c);
    return c.json(errorBody('A stored record does not fit the contract', issuesFromZod(error)), 500);
  });
  const answer: typeof fetch = async (input, init) => app.fetch(new Request(input, init));
  return createPull(answer, undefined, CONCURRENCY * 2);
}

/**
 * `apiPull` on the catalogue database of `dataDir`: DATABASE_URL's server, else the embedded
 * database lent by the process that has it open. Answers it with the database and a function that
 * closes it.
 */
export async function localPull(dataDir: string): Promise<{ pull: Pull; db: Db; close: () => Promise<void> }> {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const { db } = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  return { pull: apiPull(db, config), db, close: () => db.destroy() };
}
