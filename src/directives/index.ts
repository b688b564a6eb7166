import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/** `client:signed-in`: the island hydrates only for a visitor with a session. */
export const SIGNED_IN_DIRECTIVE = 'signed-in';

/**
 * The site's own hydration directives, which keep framework code away from anonymous visitors:
 * `client:interaction` (on first use) and `client:signed-in` (only with a stored session).
 */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'av-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)),
        });
        addClientDirective({
          name: SIGNED_IN_DIRECTIVE,
          entrypoint: fileURLToPath(new URL('./signed-in.ts', import.meta.url)),
        });
      },
    },
  };
}
