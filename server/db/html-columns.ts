/**
 * The tables that hold catalogue and content HTML, each with its key and its HTML columns. Each
 * also has `html_digest` (migration 110), the mark of those columns as cleaned: see
 * server/http/visible-html.ts. The order of `fields` is the order the digest reads them in.
 */
export const HTML_COLUMNS = {
  products: { key: 'sku', fields: ['description', 'specs', 'features'] },
  product_faqs: { key: 'id', fields: ['answer'] },
  solutions: { key: 'id', fields: ['apptext'] },
  blogs: { key: 'pkblogid', fields: ['content'] },
  news: { key: 'id', fields: ['newscontent'] },
} as const satisfies Record<string, { key: string; fields: readonly string[] }>;

export type HtmlTable = keyof typeof HTML_COLUMNS;
