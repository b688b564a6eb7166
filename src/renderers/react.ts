import astroReact from '@astrojs/react';
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/**
 * Astro's React integration (its Vite set-up and browser renderer) with the server renderer of
 * `react-server.ts`, which renders islands as strings.
 */
export function react(): AstroIntegration {
  const integration = astroReact();
  const setup = integration.hooks['astro:config:setup'];
  const serverEntrypoint = fileURLToPath(new URL('./react-server.ts', import.meta.url));
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:setup': (params) =>
        setup?.({ ...params, addRenderer: (renderer) => params.addRenderer({ ...renderer, serverEntrypoint }) }),
    },
  };
}
