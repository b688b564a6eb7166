import type { Page, Request } from '@playwright/test';
import { kindOf, transferredBytes, type ResourceRecord } from '../../scripts/bench/bytes-summary.ts';

async function recordOf(request: Request): Promise<ResourceRecord> {
  const response = await request.response();
  const sizes = await request.sizes();
  const headers = response ? await response.allHeaders() : {};
  return {
    url: request.url(),
    kind: kindOf(request.resourceType(), headers['content-type']),
    bytes: transferredBytes(sizes.responseBodySize, headers['content-length']),
  };
}

/** Resolves once no request has been in flight for `quietMs` (Playwright's own network idle fires only once). */
function networkQuiet(page: Page, quietMs = 500): () => Promise<void> {
  let inFlight = 0;
  let changedAt = performance.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    changedAt = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    while (inFlight > 0 || performance.now() - changedAt < quietMs) await new Promise((wait) => setTimeout(wait, 50));
  };
}

export interface SettledLoad {
  status: number;
  /** Every response the page fetched, with the bytes each took on the wire. */
  records: ResourceRecord[];
}

/**
 * Loads `path` without touching the page and waits until it has settled: the network quiet after
 * the browser has been idle, so work a page defers to idle time (the home carousel) has happened
 * every time. Call before any other navigation of `page`.
 */
export async function loadSettled(page: Page, path: string): Promise<SettledLoad> {
  const pending: Promise<ResourceRecord>[] = [];
  const record = (request: Request) => pending.push(recordOf(request));
  page.on('requestfinished', record);
  const quiet = networkQuiet(page);
  const response = await page.goto(path, { waitUntil: 'load' });
  await quiet();
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
  await quiet();
  // A request finishing later (a widget loaded once the page is interactive) is not read: its
  // reading would outlive the page.
  page.off('requestfinished', record);
  return { status: response?.status() ?? 0, records: await Promise.all(pending) };
}
