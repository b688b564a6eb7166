import type { Plugin } from 'vite';

interface DepsOptions {
  noDiscovery?: boolean;
  include?: string[];
}

/** Vite's own switch: no discovery and nothing included (see Vite's `isDepOptimizationDisabled`). */
function switchOff(options: DepsOptions): DepsOptions {
  options.noDiscovery = true;
  options.include = [];
  return options;
}

/**
 * Vite's dependency optimizer pre-bundles packages for the dev server, and a build never loads what
 * it writes. Yet Astro's content sync starts a dev server inside every build, and the optimizer's
 * cache (`node_modules/.vite`) is keyed on a config that names the build's own folder, which is new
 * for every publish: each build bundled React and Astro's toolbar packages again (a good part of
 * Astro's sync step), beside the catalogue pull that needs the other core. For
 * builds only; `npm run dev` keeps the optimizer.
 */
export function withoutDepsOptimizer(): Plugin {
  return {
    name: 'avconnect:without-deps-optimizer',
    enforce: 'post',
    config: (config) => {
      config.optimizeDeps = switchOff(config.optimizeDeps ?? {});
    },
    configEnvironment: (_name, config) => {
      config.optimizeDeps = switchOff(config.optimizeDeps ?? {});
    },
  };
}
