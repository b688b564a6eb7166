/**
 * The catalogue pull of a publish on a worker thread: it answers from the API's own code on the
 * database in `workerData.dataDir` (no sockets) and posts the catalogue, or the failure's message.
 */
import { workerData } from 'node:worker_threads';
import { useLocalApi } from './local-api.ts';
import { postAnswer } from './post-answer.ts';

const close = useLocalApi((workerData as { dataDir: string }).dataDir);

await postAnswer(async () => {
  try {
    // Imported once the local API is in place: the pull's client picks its fetch when loaded.
    const { loadCatalog } = await import('../../../src/features/catalog/catalog.build.ts');
    return await loadCatalog();
  } finally {
    close();
  }
});
