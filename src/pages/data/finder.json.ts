import { loadCatalog } from '../../lib/site-data.build.ts';
import { finderData } from '../../features/finder/finder.build.ts';

/**
 * `/data/finder.json`: the normalised spec values of every product the signal-path finder can read
 * (signal, reach in metres, maximum resolution, ports, what else it offers), loaded by /finder the
 * first time a visitor uses it. Public catalogue data only: no price or stock.
 */
export async function GET() {
  return new Response(JSON.stringify(finderData((await loadCatalog()).products).entries), {
    headers: { 'Content-Type': 'application/json' },
  });
}
