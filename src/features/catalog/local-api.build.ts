/**
 * The build's way to the catalogue API. A publish on the API's own host puts a `fetch` that
 * answers from the API in the same process under this key (no sockets, no second process
 * serialising answers); otherwise the build calls `API_BASE` over HTTP.
 */
const LOCAL_FETCH = Symbol.for('avconnect.catalog-fetch');

type WithLocalFetch = { [LOCAL_FETCH]?: typeof fetch };

export function setLocalCatalogFetch(fetcher: typeof fetch): void {
  (globalThis as WithLocalFetch)[LOCAL_FETCH] = fetcher;
}

export function localCatalogFetch(): typeof fetch | undefined {
  return (globalThis as WithLocalFetch)[LOCAL_FETCH];
}
