import { loadCatalog } from '../../lib/site-data.build.ts';
import { facetIndex } from '../../features/catalog/listing/listing.build.ts';

/**
 * `/data/facets.json`: every product's facets (from its specs table) and release day by sku,
 * read by the search results page the first time a visitor filters or sorts them. Public catalogue
 * data only: no price or stock; under /data, so never in the sitemap.
 */
export async function GET() {
  return new Response(JSON.stringify(facetIndex(await loadCatalog())), {
    headers: { 'Content-Type': 'application/json' },
  });
}
