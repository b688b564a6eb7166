import type { NamedApiClient } from '../../src/api/calls.ts';
import { installerQueries, precisionAt, precisionDepth } from '../../server/catalog/search-relevance.ts';
import { verdict, type Section } from './report.ts';

/** The mean precision the installer queries must keep. */
const targetMean = 0.95;
const share = (value: number) => `${(value * 100).toFixed(0)} %`;

/**
 * Precision at 5 of each installer query (`server/catalog/search-relevance.ts`, the set the unit
 * tests assert on the demo catalogue), asked through the API as the results page asks, over
 * `titles` (every title the search reads), and their mean.
 */
export async function installerPrecision(
  api: NamedApiClient,
  titles: readonly string[],
  products: number,
  log: (line: string) => void,
): Promise<Section> {
  const rows: string[][] = [];
  let total = 0;
  for (const item of installerQueries) {
    const { refSearchData = [], count = 0 } = await api.call('SearchProducts', { term: item.query, page: 1 });
    const first = refSearchData.slice(0, precisionDepth).map((result) => result.title);
    const precision = precisionAt(item, first, titles);
    total += precision;
    rows.push([`"${item.query}"`, share(precision), String(count), first[0] ?? 'nothing']);
  }
  const mean = total / installerQueries.length;
  log(`  installer queries: mean precision at ${precisionDepth} ${share(mean)}`);
  return {
    title: `Search relevance: installer queries (${products.toLocaleString('en')} products)`,
    head: ['Query', `Precision at ${precisionDepth}`, 'Matches', 'First result'],
    rows: [...rows, [`Mean of ${installerQueries.length} queries`, share(mean), '', verdict(mean >= targetMean)]],
    notes: [
      `The set (\`server/catalog/search-relevance.ts\`, also asserted by the unit tests on the demo catalogue): queries as installers type them (sizes, ratios, resolution shorthands, typos, plurals), each with the title patterns of the products that must come first.`,
      `Precision at ${precisionDepth}: relevant products among the first ${precisionDepth} results, over ${precisionDepth} or over the number of relevant products in the catalogue when fewer. Target for the mean: ≥ ${share(targetMean)}.`,
    ],
  };
}
