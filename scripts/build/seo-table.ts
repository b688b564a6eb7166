/**
 * Writes the built-in SEO table (src/features/catalog/seo-table.json): page title and meta texts
 * for the first 200 products with a page, keyed by hyphen-free sku. Run once against the seeded
 * demo catalogue and commit the result:
 *   API_BASE=http://localhost:4321 node scripts/build/seo-table.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiClient } from '../../src/api/calls.ts';
import { buildEnv } from '../../src/config/env.build.ts';
import { company, compactSku } from '../../src/config/index.ts';
import { type SeoTable, seoTableSchema } from '../../src/lib/seo.ts';

const TABLE_SIZE = 200;
const DESCRIPTION_MAX = 155;

const api = createApiClient({ baseUrl: buildEnv.API_BASE });
const { refSeoProducts } = await api.call('GetAllProductsSeo', {});
const table: SeoTable = {};
for (const { sku } of [...refSeoProducts].sort((a, b) => a.sku.localeCompare(b.sku))) {
  if (Object.keys(table).length === TABLE_SIZE) break;
  const detail = (await api.call('GetItemDetail', { skuid: sku })).refItemDetail[0];
  if (!detail?.kproparent || !detail.kprochild) continue;
  const description = `${detail.subtitle}. ${detail.title} from the ${detail.kprochild} range of ${company.name} ${detail.kproparent}, MPN ${detail.sku}.`;
  table[compactSku(sku)] = {
    title: `${detail.title} | ${detail.sku} | ${company.name}`,
    description:
      description.length > DESCRIPTION_MAX ? `${description.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : description,
    keywords: [detail.kprochild, detail.kproparent, detail.sku, compactSku(detail.sku)].join(', '),
  };
}
const file = join(import.meta.dirname, '../../src/features/catalog/seo-table.json');
writeFileSync(file, `${JSON.stringify(seoTableSchema.parse(table), null, 2)}\n`);
console.log(`Wrote ${Object.keys(table).length} entries to ${file}`);
