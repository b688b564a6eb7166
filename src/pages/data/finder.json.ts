import { loadCatalog } from '../../lib/site-data.build.ts';
import { knownSpecsFacts } from '../../features/catalog/specs-facts.build.ts';
import { finderData } from '../../features/finder/finder.build.ts';

/**
 * `/data/finder.json`: the normalised spec values of every product the signal-path finder can read
 * (signal, reach in metres, maximum resolution, ports, what else it offers), loaded by /finder the
 * first time a visitor uses it. Public catalogue data only: no price or stock.
 */
export async function GET() {
  const catalog = await loadCatalog();
  return new Response(JSON.stringify(finderData(catalog.products, knownSpecsFacts(catalog)).entries), {
    headers: { 'Content-Type': 'application/json' },
  });
}
