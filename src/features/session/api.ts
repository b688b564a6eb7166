import { createClient } from '../../api/client.ts';
import { publicApiBase } from '../../config/public-env.ts';
import { $token } from './token.store.ts';

/**
 * The site's client: the configured API host or the page's own origin, with the session's token.
 * An island passes the definition of the call it makes:
 * `api.call(SearchProducts, { term })` with `SearchProducts` from `src/api/calls/catalog.ts`.
 */
export const api = createClient({ baseUrl: publicApiBase, getToken: () => $token.get() });
