import type { DatabaseSync } from 'node:sqlite';
import {
  newsItem,
  newsSummary,
  partner,
  type NewsItem,
  type NewsSummary,
  type PartnersResponse,
} from '../../src/api/content.ts';
import { withVisibleHtml } from '../http/visible-html.ts';

const regionKeys: Readonly<Record<string, Exclude<keyof PartnersResponse, 'refAll'>>> = {
  EMEA: 'refEmea',
  'North America': 'refNorthAmerica',
  'South America': 'refSouthAmerica',
  Asia: 'refAsia',
};

/** Every partner (refAll) and the partners of each region. */
export function partnersOf(db: DatabaseSync): PartnersResponse {
  const grouped: PartnersResponse = { refAll: [], refEmea: [], refNorthAmerica: [], refSouthAmerica: [], refAsia: [] };
  for (const row of db.prepare('SELECT * FROM partners ORDER BY id').all()) {
    const entry = partner.parse(row);
    grouped.refAll.push(entry);
    const key = regionKeys[String(row.region)];
    if (key) grouped[key].push(entry);
  }
  return grouped;
}

/** News articles without their content, newest first. */
export function newsList(db: DatabaseSync): NewsSummary[] {
  return db
    .prepare('SELECT id, title, teaser, newslink, newsdate FROM news ORDER BY newsdate DESC, id DESC')
    .all()
    .map((row) => newsSummary.parse(row));
}

export function newsArticle(db: DatabaseSync, id: number): NewsItem | undefined {
  const row = db.prepare('SELECT * FROM news WHERE id = ?').get(id);
  return row ? withVisibleHtml(newsItem.parse(row), ['newscontent']) : undefined;
}
