import { chromium } from '@playwright/test';
import { createApiClient } from '../../src/api/calls.ts';
import { largestSite, type RunningSite } from './datasets.ts';
import { filterToPaint } from './filter-paint.ts';
import { verdict, type Section } from './report.ts';
import { median, percentile } from './stats.ts';

const paintTargetMs = 100;
const wantedProducts = 500;
const rounds = 40;

/** The listing (category or subcategory) whose number of products is nearest to 500. */
async function listingNear500(site: RunningSite): Promise<{ path: string; products: number }> {
  const menu = await createApiClient({ baseUrl: site.url, retry: 0 }).call('GetAllProducts', {});
  const paths = menu.flatMap((entry) => [entry.path, ...entry.subcategory.map((sub) => sub.path)]);
  const sized = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${site.url}/data/listing${path.toLowerCase()}.html`);
      const html = response.ok ? await response.text() : '';
      return { path: path.toLowerCase(), products: html.split('<li data-sku=').length - 1 };
    }),
  );
  const nearest = sized.sort(
    (a, b) => Math.abs(a.products - wantedProducts) - Math.abs(b.products - wantedProducts),
  )[0];
  if (!nearest) throw new Error('The catalogue has no listing');
  return nearest;
}

/** How fast a listing of about 500 products repaints after a filter is ticked or unticked. */
export async function filterSpeed(
  quick: boolean,
  browserPath: string | undefined,
  log: (line: string) => void,
): Promise<Section> {
  const { set, site } = await largestSite(quick, log);
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const listing = await listingNear500(site);
    const page = await browser.newPage({ baseURL: site.url });
    await page.goto(listing.path, { waitUntil: 'load' });
    const paints = await filterToPaint(page, rounds);
    const p95 = percentile(paints, 95);
    log(
      `  filter to painted list on ${listing.path} (${listing.products} products): median ${median(paints).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
    );
    return {
      title: `Listing filters (${set.products.toLocaleString('en')} products)`,
      head: ['Measure', 'Figure', 'Target', 'Verdict'],
      rows: [
        [
          `Filter click to painted list (${paints.length} clicks, ${listing.path}, ${listing.products} products)`,
          `p95 ${p95.toFixed(0)} ms (median ${median(paints).toFixed(0)}, max ${Math.max(...paints).toFixed(0)})`,
          `p95 ≤ ${paintTargetMs} ms`,
          verdict(p95 <= paintTargetMs),
        ],
      ],
      notes: [
        'Measured in the page from the click on a facet value to the frame that first shows the changed list; each value is ticked and unticked in turn. One untimed click first loads the filter code and the listing’s cards file.',
      ],
    };
  } finally {
    await browser.close();
    await site.stop();
  }
}
