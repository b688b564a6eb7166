import { DEMO_PASSWORD } from '../../server/seed/accounts/demo-accounts.ts';
import { createApiClient, type NamedApiClient } from '../../src/api/calls.ts';
import { latestReport, phasesOfReport, type Phase } from './cold-build.ts';
import type { Dataset, RunningSite } from './datasets.ts';

/** How often the bench looks whether the new build is served: the figures' resolution. */
const POLL_MS = 100;
/**
 * The editor's time between one publish (or the storefront's start) and the next click, spent
 * editing: what a running storefront readies meanwhile (the next build's process) is ready.
 */
const EDITING_MS = 30_000;
/** A publish that has not gone live by then has failed. */
const LIMIT_MS = 15 * 60_000;

/** A publish asked for as the publishing page's "Publish now" asks, timed until the page shows it live. */
export interface StaffPublish {
  /** From the staff call to the new build served (or, with nothing changed, to its report). */
  liveMs: number;
  pages: number;
  rendered: number;
  phases: Phase[];
}

/** Signs in as the staff user, as the staff pages do, and answers a client holding the session. */
export async function staffClient(site: RunningSite): Promise<NamedApiClient> {
  let token = '';
  const api = createApiClient({ baseUrl: site.url, retry: 0, getToken: () => token });
  ({ token } = await api.call('Login', { Email: 'staff', Password: DEMO_PASSWORD }));
  return api;
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + LIMIT_MS;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what} did not happen within ${LIMIT_MS / 1000} s`);
    await new Promise((wait) => setTimeout(wait, POLL_MS));
  }
}

const served = (url: string, text: string) => async () => (await (await fetch(url)).text()).includes(text);

/** "Publish now", then waits until `live` holds; the phases come from the publish's own report. */
async function publishNow(set: Dataset, api: NamedApiClient, live: () => Promise<boolean>): Promise<StaffPublish> {
  await new Promise((editing) => setTimeout(editing, EDITING_MS));
  const started = performance.now();
  const { build } = await api.call('PublishNow', {});
  if (build !== 'started') throw new Error(`Publish now answered "${build}": another publish was running`);
  await until('The publish going live', live);
  const liveMs = performance.now() - started;
  // The report is written once the publish is over (after the switch and the pruning of old builds).
  await until('The publish ending', async () => (await api.call('GetPublishing', {})).running === null);
  const report = latestReport(set);
  if (!report.ok) throw new Error(`The staff publish failed: ${report.error ?? ''}`);
  return { liveMs, pages: report.pages.total, rendered: report.pages.rendered, phases: phasesOfReport(report) };
}

const editedTitle = () => `Edited ${new Date().toISOString()}`;

/** Staff rename a product in the editor (a draft), publish, and the item page shows the new title. */
export async function staffProductPublish(set: Dataset, site: RunningSite, api: NamedApiClient, sku: string) {
  const { copy } = await api.call('GetProductCopy', { sku });
  const title = editedTitle();
  await api.call('SaveProductCopy', { sku, copy: { ...copy, title } });
  return publishNow(set, api, served(`${site.url}/item/${sku}`, title));
}

/** Staff rename the newest blog post, publish, and its address (any older one redirects) shows the new title. */
export async function staffBlogPublish(set: Dataset, site: RunningSite, api: NamedApiClient) {
  const { records } = await api.call('GetContentRecords', { kind: 'blog' });
  const key = records[0]?.key;
  if (key === undefined) throw new Error('The catalogue has no blog post to rename');
  const record = await api.call('GetContentRecord', { kind: 'blog', key });
  if (record.kind !== 'blog') throw new Error(`Record ${key} is not a blog post`);
  const title = editedTitle();
  await api.call('SaveContentRecord', { kind: 'blog', key, copy: { ...record.copy, title } });
  return { post: key, run: await publishNow(set, api, served(`${site.url}/blog/${key}/before-the-edit`, title)) };
}

/** "Publish now" with nothing changed: done when the page shows its report. */
export async function staffUnchangedPublish(set: Dataset, api: NamedApiClient) {
  const newest = async () => (await api.call('GetPublishing', {})).reports[0]?.id;
  const before = await newest();
  return publishNow(set, api, async () => (await newest()) !== before);
}
