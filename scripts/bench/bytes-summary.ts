/** What a response is, for byte budgets. */
export type ResourceKind = 'js' | 'css' | 'html' | 'other';

/** One finished response of a page load, with the bytes it took on the wire (after gzip). */
export interface ResourceRecord {
  url: string;
  kind: ResourceKind;
  bytes: number;
}

export interface PageBytes {
  js: number;
  /** Script files loaded: each one more request, and on a slow network one more round trip. */
  jsFiles: number;
  css: number;
  html: number;
  other: number;
  /** Addresses requested from any host other than the page's own. */
  thirdParty: string[];
}

/** Classifies a response by the browser's resource type, falling back to its content type. */
export function kindOf(resourceType: string, contentType = ''): ResourceKind {
  if (resourceType === 'script' || /javascript|ecmascript/.test(contentType)) return 'js';
  if (resourceType === 'stylesheet' || contentType.startsWith('text/css')) return 'css';
  if (resourceType === 'document' || contentType.startsWith('text/html')) return 'html';
  return 'other';
}

/** Transferred bytes of a response: the encoded body size, else the declared Content-Length. */
export function transferredBytes(encodedBodySize: number, contentLength: string | undefined): number {
  if (encodedBodySize > 0) return encodedBodySize;
  const declared = Number(contentLength);
  return Number.isFinite(declared) && declared > 0 ? declared : 0;
}

/** Totals per kind, and which requests left the page's origin. */
export function summarize(records: readonly ResourceRecord[], pageOrigin: string): PageBytes {
  const totals: PageBytes = { js: 0, jsFiles: 0, css: 0, html: 0, other: 0, thirdParty: [] };
  for (const record of records) {
    totals[record.kind] += record.bytes;
    if (record.kind === 'js') totals.jsFiles += 1;
    const { protocol, origin } = new URL(record.url);
    if ((protocol === 'http:' || protocol === 'https:') && origin !== pageOrigin) totals.thirdParty.push(record.url);
  }
  return totals;
}

/** `12.34 KB` (1 KB = 1000 bytes, as the budgets are written; two decimals show a near miss). */
export function formatKB(bytes: number): string {
  return `${(bytes / 1000).toFixed(2)} KB`;
}

/** One line per resource of a kind, largest first, to explain a budget overrun. */
export function listOf(records: readonly ResourceRecord[], kind: ResourceKind): string {
  return records
    .filter((record) => record.kind === kind)
    .sort((a, b) => b.bytes - a.bytes)
    .map((record) => `${formatKB(record.bytes).padStart(10)}  ${record.url}`)
    .join('\n');
}
