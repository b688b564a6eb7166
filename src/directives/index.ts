import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

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
          name: 'signed-in',
          entrypoint: fileURLToPath(new URL('./signed-in.ts', import.meta.url)),
        });
      },
    },
  };
}
