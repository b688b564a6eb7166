/**
 * One site build, run as a child process of a publish: Astro's build into `OUT_DIR`, pulling the
 * catalogue from the database in `PUBLISH_DATA_DIR` through the API's own code in this process
 * (or from `API_BASE` over HTTP when no data folder is given). A failure is written as JSON to
 * `PUBLISH_FAILURE_FILE` for the publish report.
 */
import { build } from 'astro';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { createApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/index.ts';
import { handleError } from '../../../server/http/errors.ts';
import { errorBody, issuesFromZod } from '../../../src/api/errors.ts';
import { setLocalCatalogFetch } from '../../../src/features/catalog/local-api.build.ts';

const dataDir = process.env.PUBLISH_DATA_DIR;
if (dataDir) {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const db = openDatabase(join(config.dataDir, 'catalog.db'));
  const app = createApp({ db, config });
  // The public API hides why a stored record breaks the contract; the editor's build names the field.
  app.onError((error, c) => {
    if (!(error instanceof z.core.$ZodError)) return handleError(error, c);
    return c.json(errorBody('A stored record does not fit the contract', issuesFromZod(error)), 500);
  });
  setLocalCatalogFetch(async (input, init) => app.fetch(new Request(input, init)));
}

/** The most telling message of an error chain: the catalogue pull's, which names call and fields. */
function messageOf(error: unknown): string {
  const messages: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
  return messages.find((m) => m.startsWith('Catalogue pull failed')) ?? messages[0] ?? String(error);
}

try {
  await build({});
  // The database and Astro's workers would keep the process alive.
  process.exit(0);
} catch (error) {
  const message = messageOf(error);
  console.error(message);
  if (process.env.PUBLISH_FAILURE_FILE) writeFileSync(process.env.PUBLISH_FAILURE_FILE, JSON.stringify({ message }));
  process.exit(1);
}
