/**
 * The catalogue pull of a publish on a worker thread: it answers from the API's own code on the
 * database in `workerData.dataDir` (no sockets) and posts the catalogue, or the failure's message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Catalog } from '../../../src/features/catalog/catalog.ts';
import type { WorkerAnswer } from '../../../src/features/catalog/worker-thread.build.ts';
import { failureMessage } from './failure-message.ts';
import { useLocalApi } from './local-api.ts';

const close = useLocalApi((workerData as { dataDir: string }).dataDir);

/** The pull's failure names the call and field; it is sent as text, which reaches the editor whole. */
async function pullCatalog(): Promise<WorkerAnswer<Catalog>> {
  try {
    // Imported once the local API is in place: the pull's client picks its fetch when loaded.
    const { loadCatalog } = await import('../../../src/features/catalog/catalog.build.ts');
    return { value: await loadCatalog() };
  } catch (error) {
    return { failure: failureMessage(error) };
  } finally {
    close();
  }
}

parentPort?.postMessage(await pullCatalog());
