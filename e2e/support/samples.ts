import { createApiClient, type NamedApiClient } from '../../src/api/calls.ts';
import type { CallOutput } from '../../src/api/calls.ts';
import { pageSize } from '../../src/config/limits.ts';

/** Real addresses of the catalogue under test, taken from its own API so they follow the data. */
export interface Samples {
  /** Path of the first category of the menu, e.g. `/audio`. */
  category: string;
  /** Path of that category's first subcategory, e.g. `/audio/amplifiers`. */
  subcategory: string;
  /** Its name as the menus show it. */
  subcategoryName: string;
  /** Path of the first category with more subcategories than one page shows. */
  pagedCategory: string;
  /** Sku of a product whose page has every optional tab (video, FAQ, diagram, panel, downloads). */
  richItem: string;
  /** Key of a solution page. */
  solution: string;
  /** A search term with several results, so the results page lists them. */
  searchTerm: string;
}

type ItemDetail = CallOutput<'GetItemDetail'>;

/** How many of the optional item tabs a product fills (FAQ items count as one). */
function tabCoverage(detail: ItemDetail, faqCount: number): number {
  const lists = [detail.refVideos, detail.refDiagram, detail.refPanel, detail.refDownloads];
  return lists.filter((list) => list.length > 0).length + (faqCount > 0 ? 1 : 0);
}

const everyOptionalTab = 5;

async function findRichItem(api: NamedApiClient): Promise<string> {
  const { refSeoProducts } = await api.call('GetAllProductsSeo', {});
  let best = { sku: '', coverage: -1 };
  for (const { sku } of refSeoProducts) {
    const detail = await api.call('GetItemDetail', { skuid: sku });
    const item = detail.refItemDetail[0];
    if (!item?.kproparent || !item.kprochild) continue;
    const { refFaq } = await api.call('GetFAQ', { sku });
    const coverage = tabCoverage(detail, refFaq.length);
    if (coverage > best.coverage) best = { sku, coverage };
    if (coverage === everyOptionalTab) break;
  }
  if (!best.sku) throw new Error('The catalogue has no product with a page');
  return best.sku;
}

async function discover(baseURL: string): Promise<Samples> {
  const api = createApiClient({ baseUrl: baseURL, retry: 0 });
  const menu = await api.call('GetAllProducts', {});
  const firstCategory = [...menu].sort((a, b) => a.category.localeCompare(b.category))[0];
  const firstSub = [...(firstCategory?.subcategory ?? [])].sort((a, b) => a.name.localeCompare(b.name))[0];
  if (!firstCategory || !firstSub) throw new Error('The catalogue menu has no category with a subcategory');
  const paged = [...menu]
    .sort((a, b) => a.category.localeCompare(b.category))
    .find((entry) => entry.subcategory.length > pageSize.category);
  if (!paged)
    throw new Error(`No category has more than ${pageSize.category} subcategories, so none has a second page`);
  return {
    category: firstCategory.path,
    subcategory: firstSub.path,
    subcategoryName: firstSub.name,
    pagedCategory: paged.path,
    richItem: await findRichItem(api),
    solution: 'classroom',
    searchTerm: 'hdmi',
  };
}

const cache = new Map<string, Promise<Samples>>();

/** The samples of the catalogue served at `baseURL`, looked up once per process. */
export function samplesFor(baseURL: string): Promise<Samples> {
  let samples = cache.get(baseURL);
  if (!samples) {
    samples = discover(baseURL);
    cache.set(baseURL, samples);
  }
  return samples;
}
