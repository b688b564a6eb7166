import { loadCatalog } from '../../lib/site-data.build.ts';
import { mpnUpcPairs } from '../../features/forms/mpn-upc.build.ts';

/**
 * `/data/mpn-upc.json`: every product's [MPN, UPC], read by the tech support form to pair the two
 * fields. Public catalogue data only: no price or stock.
 */
export async function GET() {
  return new Response(JSON.stringify(mpnUpcPairs(await loadCatalog())), {
    headers: { 'Content-Type': 'application/json' },
  });
}
