import {
  newsItem,
  newsSummary,
  partner,
  type NewsItem,
  type NewsSummary,
  type PartnersResponse,
} from '../../src/api/content.ts';
import { type Db, sql } from '../db/index.ts';
import { withVisibleHtml } from '../http/visible-html.ts';

type Row = Record<string, unknown>;

const regionKeys: Readonly<Record<string, Exclude<keyof PartnersResponse, 'refAll'>>> = {
  EMEA: 'refEmea',
  'North America': 'refNorthAmerica',
  'South America': 'refSouthAmerica',
  Asia: 'refAsia',
};

/** Every partner (refAll) and the partners of each region. */
export async function partnersOf(db: Db): Promise<PartnersResponse> {
  const grouped: PartnersResponse = { refAll: [], refEmea: [], refNorthAmerica: [], refSouthAmerica: [], refAsia: [] };
  const { rows } = await sql<Row>`SELECT * FROM partners ORDER BY id`.execute(db);
  for (const row of rows) {
    const entry = partner.parse(row);
    grouped.refAll.push(entry);
    const key = regionKeys[String(row.region)];
    if (key) grouped[key].push(entry);
  }
  return grouped;
}

/** News articles without their content, newest first. */
export async function newsList(db: Db): Promise<NewsSummary[]> {
  const { rows } = await sql<Row>`SELECT id, title, teaser, newslink, newsdate FROM news
    ORDER BY newsdate DESC, id DESC`.execute(db);
  return rows.map((row) => newsSummary.parse(row));
}

export async function newsArticle(db: Db, id: number): Promise<NewsItem | undefined> {
  const { rows } = await sql<Row>`SELECT * FROM news WHERE id = ${id}`.execute(db);
  return rows[0] ? withVisibleHtml(newsItem.parse(rows[0]), 'news', rows[0].html_digest) : undefined;
}
