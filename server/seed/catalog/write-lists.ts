import type { Db } from '../../db/index.ts';
import { solutionTabs } from '../../../src/config/catalog.ts';
import { continueIdsAfterMax, insertRows } from '../insert-rows.ts';
import { type MediaStore, uploadsUrl } from './media-store.ts';
import type { Random } from './random.ts';
import { solutionDefs, solutionIdOf } from './solutions.ts';
import { sceneSvg } from '../art/scenes.ts';

/** What the list builders need to know of a product. */
export interface ProductRef {
  sku: string;
  categorySlug: string | null;
}

const tabCategories = ['converters', 'extenders', 'splitters', 'switchers'] as const;
const homeListSize = 8;

/** Banner and featured products of the home page: distinct products that have a page. */
export async function writeHomeLists(db: Db, products: readonly ProductRef[], random: Random): Promise<void> {
  const chosen = random.sample(
    products.filter((p) => p.categorySlug),
    homeListSize * 2,
  );
  await insertRows(db, 'home_products', { list: 'text', position: 'integer', sku: 'text' }, [
    ...chosen.slice(0, homeListSize).map((p, position) => ({ list: 'banner', position, sku: p.sku })),
    ...chosen.slice(homeListSize).map((p, position) => ({ list: 'featured', position, sku: p.sku })),
  ]);
}

/** The ten solutions, under their spec ids, with their featured product and the products of each tab. */
export async function writeSolutions(
  db: Db,
  products: readonly ProductRef[],
  random: Random,
  store: MediaStore,
): Promise<void> {
  const pools = tabCategories.map((slug) => products.filter((p) => p.categorySlug === slug));
  const showcase = products.filter(
    (p) => p.categorySlug && ['extenders', 'switchers', 'matrix', 'networkav'].includes(p.categorySlug),
  );
  const fallback = products.filter((p) => p.categorySlug);
  const solutions = [];
  const members: { solution_id: number; tab: string; position: number; sku: string }[] = [];
  for (const def of solutionDefs) {
    const id = solutionIdOf(def.key);
    const banner = store.art.render('solutions', sceneSvg(def.key, false));
    const thumb = store.art.render('solutions', sceneSvg(def.key, true));
    const featured = random.pick(showcase.length > 0 ? showcase : fallback);
    const apptext = `<p>${def.pitch}</p><p>Every system in our ${def.appname} range is designed, tested and supported in-house, so integrators get one partner from quote to commissioning.</p>`;
    const metaless = id % 5 === 0;
    solutions.push({
      id,
      key: def.key,
      appname: def.appname,
      apptext,
      banner: uploadsUrl(banner),
      thumbnail: uploadsUrl(thumb),
      sku: featured.sku,
      metatitle: metaless ? null : `${def.appname} AV Solutions`,
      metadesc: metaless ? null : def.pitch,
      metakeywords: metaless ? null : `${def.appname}, AV solutions, extenders, switchers`,
    });
    solutionTabs.forEach((tab, t) => {
      random
        .sample(pools[t] ?? [], def.tabSizes[t] ?? 0)
        .forEach((p, position) => members.push({ solution_id: id, tab, position, sku: p.sku }));
    });
  }
  await insertRows(
    db,
    'solutions',
    {
      id: 'integer',
      key: 'text',
      appname: 'text',
      apptext: 'text',
      banner: 'text',
      thumbnail: 'text',
      sku: 'text',
      metatitle: 'text',
      metadesc: 'text',
      metakeywords: 'text',
    },
    solutions,
  );
  await continueIdsAfterMax(db, 'solutions', 'id');
  await insertRows(
    db,
    'solution_products',
    { solution_id: 'integer', tab: 'text', position: 'integer', sku: 'text' },
    members,
  );
}
