const REGISTRY = Symbol.for('avconnect.noindex');
type Registry = { [REGISTRY]?: Set<string> };

/**
 * Paths of the pages rendered with `noindex` during this build. The layout records them and the
 * build leaves them out of the sitemap; the set lives on the global object because pages and the
 * build integration load separate copies of this module in one process.
 */
export function noindexPaths(): Set<string> {
  const registry = globalThis as Registry;
  registry[REGISTRY] ??= new Set();
  return registry[REGISTRY];
}
