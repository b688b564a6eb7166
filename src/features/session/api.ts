/// <reference types="astro/client" />
import { z } from 'zod';
import { createApiClient } from '../../api/client.ts';
import { $token } from '../auth/token.store.ts';

/** Under plain Node (build scripts, tests) `import.meta.env` does not exist. */
const publicApiBase = z
  .string()
  .catch('')
  .parse(import.meta.env?.PUBLIC_API_BASE ?? '');

/** The site's client: the configured API host or the page's own origin, with the session's token. */
export const api = createApiClient({ baseUrl: publicApiBase, getToken: () => $token.get() });
