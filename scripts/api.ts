/**
 * `npm run api`: one catalogue API node, no site and no build, on PORT against DATABASE_URL (else
 * the embedded database in DATA_DIR). Migrations are `npm run migrate`'s and the demo data
 * `npm run seed`'s; `GET /api/health` answers 200 once the node can serve. Any number of nodes may
 * run behind a load balancer (README, "Running several nodes").
 */
import './threadpool.ts';
import { loadConfigOrExit } from '../server/config.ts';
import { startServer } from '../server/main.ts';

loadConfigOrExit(process.env);
const server = await startServer(process.env, { site: false, prepare: false });
console.log(`Catalogue API node listening on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
