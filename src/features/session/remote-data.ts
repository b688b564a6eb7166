import { ApiError } from '../../api/errors.ts';
import { dropSession } from './auth.store.ts';

export interface RemoteHandlers<T> {
  /** The data arrived. */
  loaded: (data: T) => void;
  /** It could not be loaded (the error is logged already). */
  failed: () => void;
  /** The server refused the session's token: the session has ended (`failed` when not given). */
  signedOut?: () => void;
}

/**
 * How an island loads the signed-in account's data (prices, stock, account pages): starts `load`,
 * and hands its outcome to `handlers` unless the island stopped waiting (the returned function,
 * for an effect's cleanup, aborts the load). The one place where a token the server no longer
 * accepts (401: expired, revoked, a member disabled) ends the session.
 */
export function loadRemote<T>(
  what: string,
  load: (signal: AbortSignal) => Promise<T>,
  handlers: RemoteHandlers<T>,
): () => void {
  const controller = new AbortController();
  load(controller.signal).then(
    (data) => {
      if (!controller.signal.aborted) handlers.loaded(data);
    },
    (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error(new Error(`Could not load ${what}`, { cause: error }));
      if (error instanceof ApiError && error.status === 401) {
        dropSession();
        (handlers.signedOut ?? handlers.failed)();
      } else handlers.failed();
    },
  );
  return () => controller.abort();
}
