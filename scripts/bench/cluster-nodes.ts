/** API nodes of the cluster benchmark: `npm run api` processes sharing one database and one data folder. */
import { join } from 'node:path';
import { root, startLogged, waitForOk, type Started } from './cluster-processes.ts';

export interface ApiNode extends Started {
  port: number;
}

/** The settings every node shares (README, "Running several nodes"). */
export function nodeEnv(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-cluster-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    // Behind the balancer and the proxy the dealers come through: see part-cluster.ts.
    TRUST_PROXY: '2',
    // The dealers sign in and order again and again: measured for capacity, not refused by limits.
    RATE_LIMIT_SIGN_INS: '1000000',
    RATE_LIMIT_FORM_POSTS: '1000000',
    RATE_LIMIT_REQUESTS: '1000000',
  };
}

/** Starts the nodes and resolves once each answers GET /api/health with 200. */
export async function startNodes(env: NodeJS.ProcessEnv, ports: readonly number[], logDir: string): Promise<ApiNode[]> {
  const nodes = ports.map((port) => ({
    ...startLogged(
      `API node on ${port}`,
      process.execPath,
      [join(root, 'scripts/api.ts')],
      { ...env, PORT: String(port) },
      join(logDir, `node-${port}.log`),
    ),
    port,
  }));
  await Promise.all(nodes.map((node) => waitForOk(`http://127.0.0.1:${node.port}/api/health`, node)));
  return nodes;
}
