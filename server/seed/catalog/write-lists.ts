import type { DatabaseSync } from 'node:sqlite';
import { solutionTabs } from '../../../src/config/catalog.ts';
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
export function writeHomeLists(db: DatabaseSync, products: readonly ProductRef[], random: Random): void {
  const insert = db.prepare('INSERT INTO home_products (list, position, sku) VALUES (?, ?, ?)');
  const chosen = random.sample(
    products.filter((p) => p.categorySlug),
    homeListSize * 2,
  );
  chosen.slice(0, homeListSize).forEach((p, i) => insert.run('banner', i, p.sku));
  chosen.slice(homeListSize).forEach((p, i) => insert.run('featured', i, p.sku));
}

/** The ten solutions with their featured product and the products of each tab. */
export function writeSolutions(
  db: DatabaseSync,
  products: readonly ProductRef[],
  random: Random,
  store: MediaStore,
): void {
  const solution =
    db.prepare(`INSERT INTO solutions (id, key, appname, apptext, banner, thumbnail, sku, metatitle, metadesc, metakeywords)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const member = db.prepare('INSERT INTO solution_products (solution_id, tab, position, sku) VALUES (?, ?, ?, ?)');
  const pools = tabCategories.map((slug) => products.filter((p) => p.categorySlug === slug));
  const showcase = products.filter(
    (p) => p.categorySlug && ['extenders', 'switchers', 'matrix', 'networkav'].includes(p.categorySlug),
  );
  const fallback = products.filter((p) => p.categorySlug);
  for (const def of solutionDefs) {
    const id = solutionIdOf(def.key);
    const banner = store.art.render('solutions', sceneSvg(def.key, false));
    const thumb = store.art.render('solutions', sceneSvg(def.key, true));
    const featured = random.pick(showcase.length > 0 ? showcase : fallback);
    const apptext = `<p>${def.pitch}</p><p>Every system in our ${def.appname} range is designed, tested and supported in-house, so integrators get one partner from quote to commissioning.</p>`;
    const metaless = id % 5 === 0;
    solution.run(
      id,
      def.key,
      def.appname,
      apptext,
      uploadsUrl(banner),
      uploadsUrl(thumb),
      featured.sku,
      metaless ? null : `${def.appname} AV Solutions`,
      metaless ? null : def.pitch,
      metaless ? null : `${def.appname}, AV solutions, extenders, switchers`,
    );
    solutionTabs.forEach((tab, t) => {
      random.sample(pools[t] ?? [], def.tabSizes[t] ?? 0).forEach((p, i) => member.run(id, tab, i, p.sku));
    });
  }
}
