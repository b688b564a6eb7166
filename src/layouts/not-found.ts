import { NOT_FOUND_PAGE } from '../features/catalog/redirects.ts';

/**
 * The not-found report (ReportNotFound in the contract), sent with plain fetch: the 404 page is
 * anonymous and must stay tiny, so it does not load the API client or its schemas. A unit test
 * keeps these constants equal to the contract.
 */
export const REPORT_NOT_FOUND = {
  path: '/api/Home/ReportNotFound',
  contentType: 'application/json-patch+json',
} as const;

/**
 * The address to report: the one in the address bar (an unknown path served this page), or the
 * site path a redirect to this page named in `from` (see `notFoundFor`; only a path of this site is
 * taken from there). Nothing when the visitor opened the not-found page itself: no address was bad.
 */
export function badAddress(location: { href: string; pathname: string; search: string }): string | undefined {
  const from = new URLSearchParams(location.search).get('from');
  if (from && /^\/(?![/\\])/.test(from)) return new URL(from, location.href).href;
  return location.pathname.replace(/(\/|\.html)$/, '') === NOT_FOUND_PAGE ? undefined : location.href;
}

/** Reports the bad address; a failure is ignored, the visitor still sees the page. */
export function reportNotFound(url: string, apiBase: string, send: typeof fetch = fetch): Promise<void> {
  return send(`${apiBase.replace(/\/+$/, '')}${REPORT_NOT_FOUND.path}`, {
    method: 'POST',
    headers: { 'content-type': REPORT_NOT_FOUND.contentType },
    body: JSON.stringify({ URL: url }),
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}
