import type { DatabaseSync } from 'node:sqlite';
import { productCard } from '../../src/api/catalog.ts';
import { type AppsInfoResponse, solution } from '../../src/api/solutions.ts';
import { type solutionTabs } from '../../src/config/catalog.ts';
import { ApiFailure } from '../http/errors.ts';
import { withVisibleHtml } from '../http/visible-html.ts';
import { cardColumns, parseRows, statement } from './rows.ts';

/** A solution page: the solution itself and the products of its four tabs. */
export function solutionInfo(db: DatabaseSync, appId: number): AppsInfoResponse {
  const info = statement(
    db,
    `SELECT appname, apptext, banner, thumbnail, sku, metatitle, metadesc, metakeywords
    FROM solutions WHERE id = ?`,
  ).all(appId);
  if (info.length === 0)
    throw new ApiFailure(404, `No solution with id ${appId}`, [{ field: 'appId', reason: 'Unknown solution' }]);
  const tab = (name: (typeof solutionTabs)[number]) =>
    parseRows(
      productCard,
      statement(
        db,
        `SELECT ${cardColumns}
    FROM solution_products sp JOIN products p ON p.sku = sp.sku
    WHERE sp.solution_id = ? AND sp.tab = ? ORDER BY sp.position`,
      ).all(appId, name),
    );
  return {
    refAppsInfo: parseRows(solution, info).map((entry) => withVisibleHtml(entry, ['apptext'])),
    Converters: tab('Converters'),
    Extenders: tab('Extenders'),
    Splitters: tab('Splitters'),
    Switchers: tab('Switchers'),
  };
}
