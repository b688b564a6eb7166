import type { APIRequestContext } from '@playwright/test';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc);

/** Every address of the site's sitemap: the index robots.txt names, and each sitemap it lists. */
export async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap-index.xml');
  if (index.status() !== 200) throw new Error(`/sitemap-index.xml answered ${index.status()}`);
  const files = locs(await index.text()).map((loc) => new URL(loc).pathname);
  const sitemaps = await Promise.all(files.map(async (path) => (await request.get(path)).text()));
  return sitemaps.flatMap(locs);
}
