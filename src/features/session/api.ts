/// <reference types="astro/client" />
import { createClient } from '../../api/client.ts';
import { $token } from '../auth/token.store.ts';

/** Under plain Node (build scripts, tests) `import.meta.env` does not exist. */
const configured: unknown = import.meta.env?.PUBLIC_API_BASE;
const publicApiBase = typeof configured === 'string' ? configured : '';

/**
 * The site's client: the configured API host or the page's own origin, with the session's token.
 * An island passes the definition of the call it makes:
 * `api.call(SearchProducts, { term })` with `SearchProducts` from `src/api/calls/catalog.ts`.
 */
export const api = createClient({ baseUrl: publicApiBase, getToken: () => $token.get() });
