/**
 * The catalogue pull of a publish on a worker thread: it answers from the API's own code on the
 * database in `workerData.dataDir` (no sockets) and posts the catalogue, or the failure's message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { failureMessage } from './failure-message.ts';
import { useLocalApi } from './local-api.ts';

const close = useLocalApi((workerData as { dataDir: string }).dataDir);

try {
  // Imported once the local API is in place: the pull's client picks its fetch when loaded.
  const { loadCatalog } = await import('../../../src/features/catalog/catalog.build.ts');
  parentPort?.postMessage({ catalog: await loadCatalog() });
} catch (error) {
  parentPort?.postMessage({ failure: failureMessage(error) });
} finally {
  close();
}
