import { buildGlobal } from './build-global.build.ts';

/**
 * The build's way to the catalogue API. A publish on the API's own host puts a `fetch` that
 * answers from the API in the same process here (no sockets, no second process serialising
 * answers); otherwise the build calls `API_BASE` over HTTP.
 */
const localFetch = buildGlobal<typeof fetch>('catalog-fetch');

export const setLocalCatalogFetch = localFetch.set;
export const localCatalogFetch = localFetch.get;
