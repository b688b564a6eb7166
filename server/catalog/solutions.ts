import { productCard } from '../../src/api/catalog.ts';
import { type AppsInfoResponse, solution } from '../../src/api/solutions.ts';
import { type solutionTabs } from '../../src/config/catalog.ts';
import { type Db, sql } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { visibleRows } from '../http/visible-html.ts';
import { cardColumns, parseRows, type Row } from './rows.ts';

/** A solution page: the solution itself and the products of its four tabs. */
export async function solutionInfo(db: Db, appId: number): Promise<AppsInfoResponse> {
  const [info, products] = await Promise.all([
    sql<Row>`SELECT appname, apptext, banner, thumbnail, sku, metatitle, metadesc, metakeywords, html_digest
      FROM solutions WHERE id = ${appId}`.execute(db),
    sql<Row>`SELECT sp.tab, ${sql.raw(cardColumns)}
      FROM solution_products sp JOIN products p ON p.sku = sp.sku
      WHERE sp.solution_id = ${appId} ORDER BY sp.tab, sp.position`.execute(db),
  ]);
  if (info.rows.length === 0)
    throw new ApiFailure(404, `No solution with id ${appId}`, [{ field: 'appId', reason: 'Unknown solution' }]);
  // The card drops the grouping column (tab) as it parses each row.
  const tab = (name: (typeof solutionTabs)[number]) =>
    parseRows(
      productCard,
      products.rows.filter((row) => row.tab === name),
    );
  return {
    refAppsInfo: visibleRows('solutions', solution, info.rows),
    Converters: tab('Converters'),
    Extenders: tab('Extenders'),
    Splitters: tab('Splitters'),
    Switchers: tab('Switchers'),
  };
}
