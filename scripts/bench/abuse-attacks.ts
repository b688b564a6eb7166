import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { calls, createApiClient } from '../../src/api/calls.ts';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../src/config/images.ts';
import type { Dataset, RunningSite } from './datasets.ts';
import { json, load, ms, staticProbe, type LoadResult, type LoadSpec } from './part-security.ts';
import { verdict, type Section } from './report.ts';

/** The home page's p95 during an attack may be at most this many times its idle p95. */
const slowdownLimit = 3;
const idleSeconds = 5;
/** One attacker: every request of an attack comes from this address (the server trusts one proxy). */
const attacker = { 'X-Forwarded-For': '203.0.113.50' };
/** The listing page size of the finding: Brotli on every request costs most on the largest pages. */
const listingBytes = 160 * 1024;
const bigBody = (field: string) => JSON.stringify({ [field]: 'x'.repeat(240 * 1024 - field.length - 8) });

const randomWord = () => Math.random().toString(36).slice(2, 9);
const oddTerms = (count: number) =>
  Array.from({ length: count }, () => Array.from({ length: 25 }, randomWord).join(' '));

/** The listing page (category or subcategory) whose HTML is closest to `listingBytes`. */
async function listingPage(site: RunningSite): Promise<{ path: string; bytes: number }> {
  const menu = await createApiClient({ baseUrl: site.url, retry: 0 }).call('GetAllProducts', {});
  const paths = menu.flatMap((entry) => [entry.path, ...entry.subcategory.map((sub) => sub.path)]);
  const sized = await Promise.all(
    paths.map(async (path) => {
      const answer = await fetch(`${site.url}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
      return { path, bytes: (await answer.arrayBuffer()).byteLength };
    }),
  );
  const distance = (page: { bytes: number }) => Math.abs(page.bytes - listingBytes);
  return sized.reduce((best, page) => (distance(page) < distance(best) ? page : best));
}

/** Every variant of every product photo, none made yet: the variants kept from earlier runs are removed. */
function firstTimeVariants(set: Dataset): string[] {
  rmSync(join(set.dataDir, 'variants'), { recursive: true, force: true });
  const photos = readdirSync(join(set.dataDir, 'uploads', 'products')).filter((name) => /\.(jpe?g|png)$/i.test(name));
  return photos.flatMap((photo) =>
    IMAGE_WIDTHS.flatMap((width) =>
      IMAGE_FORMATS.map((format) => `/uploads/products/${photo}?w=${width}&fm=${format}`),
    ),
  );
}

const statusShares = (result: LoadResult) =>
  Object.entries(result.statuses)
    .sort(([, a], [, b]) => b - a)
    .map(([status, count]) => `${status}: ${((count / Math.max(1, result.requests)) * 100).toFixed(0)} %`)
    .join(', ') || `${result.errors} socket errors`;

/**
 * Findings 1, 2, 3 and 6 of the fourth security review: for each attack from one client, the home
 * page's p95 alone and then during the attack, back to back, and their ratio.
 */
export async function attacksOnHomePage(
  site: RunningSite,
  set: Dataset,
  log: (line: string) => void,
): Promise<Section> {
  const listing = await listingPage(site);
  const post = (path: string, contentType: string, body: string): LoadSpec['requests'] => [
    { method: 'POST', path, headers: { ...attacker, 'Content-Type': contentType }, body },
  ];
  const attacks: Array<{ name: string; spec: () => LoadSpec }> = [
    {
      name: '1. 240 KB JSON bodies to /Login, 8 connections',
      spec: () => ({
        connections: 8,
        distinctAddresses: false,
        requests: post('/Login', json['Content-Type'], bigBody('Email')),
      }),
    },
    {
      name: '1. 240 KB JSON bodies to ReportNotFound, 4 connections',
      spec: () => ({
        connections: 4,
        distinctAddresses: false,
        requests: post(calls.ReportNotFound.path, calls.ReportNotFound.contentType ?? '', bigBody('URL')),
      }),
    },
    {
      name: `2. ${listing.path} (${(listing.bytes / 1024).toFixed(0)} KB) with Accept-Encoding: br, 32 connections`,
      spec: () => ({
        connections: 32,
        distinctAddresses: false,
        requests: [{ method: 'GET', path: listing.path, headers: { ...attacker, 'Accept-Encoding': 'br' } }],
      }),
    },
    {
      name: '3. First-time image variants, 16 connections',
      spec: () => ({
        connections: 16,
        distinctAddresses: false,
        requests: [{ method: 'GET', path: '/', headers: attacker }],
        paths: firstTimeVariants(set),
      }),
    },
    {
      name: '6. Searches of 25 random words, 8 connections',
      spec: () => ({
        connections: 8,
        distinctAddresses: false,
        requests: [{ method: 'GET', path: '/', headers: attacker }],
        paths: oddTerms(5000).map((term) => `${calls.SearchProducts.path}?${new URLSearchParams({ term, page: '1' })}`),
      }),
    },
  ];

  const rows: string[][] = [];
  for (const attack of attacks) {
    const idle = await load(site, staticProbe, idleSeconds);
    const [flood, during] = await Promise.all([load(site, attack.spec()), load(site, staticProbe)]);
    const ratio = during.p95 / idle.p95;
    const times = Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : '-';
    log(`  ${attack.name}: home p95 ${ms(idle.p95)} idle, ${ms(during.p95)} during (${times})`);
    rows.push([
      attack.name,
      `${flood.perSecond.toFixed(0)}/s (${statusShares(flood)})`,
      ms(idle.p95),
      ms(during.p95),
      times,
      `≤ ${slowdownLimit}×: ${verdict(ratio <= slowdownLimit)}`,
    ]);
  }
  return {
    title: 'Abuse: the home page during each attack of one client',
    head: ['Attack (finding)', 'Attack answers', 'Home p95 idle', 'Home p95 during', 'Ratio', 'Budget'],
    rows,
    notes: [
      `For each attack the home page (/) is timed alone for ${idleSeconds} s, then during the attack, back to back, one connection each (autocannon, in its own process); every attack request comes from one address, every home page request from an address of its own, as many visitors (X-Forwarded-For, one trusted proxy).`,
      'Finding 2 asks for the listing page of the demo catalogue whose HTML is closest to 160 KB; finding 3 removes the variants kept from earlier runs first, and every request asks for the next photo, width and format not asked yet; finding 6 asks for a new term every request.',
    ],
  };
}
