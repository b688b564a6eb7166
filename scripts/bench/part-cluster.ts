/**
 * Several API nodes on one PostgreSQL server behind HAProxy: mixed dealer traffic through three
 * nodes against one, then a node killed (kill -9) while orders are placed. Everything runs on this
 * machine: Debian's `postgresql` (BENCH_DATABASE_URL, a role that may create databases) and
 * `haproxy`. The balancer listens on 5014, the nodes on 5020-5022.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  benchDatabaseUrl,
  createDatabase,
  databaseName,
  dropDatabase,
  migrateAndSeed,
  prepareCatalogue,
  storedOrders,
  unitsInStock,
} from './cluster-database.ts';
import { resentRequests, startBalancer } from './cluster-haproxy.ts';
import { nodeEnv, startNodes } from './cluster-nodes.ts';
import { runClient, stop, stopAll } from './cluster-processes.ts';
import { killSection, trafficSection, type KillRun, type TrafficRun } from './cluster-report.ts';
import type { Orderable } from './cluster-http.ts';
import { orderResult, trafficResult } from './cluster-specs.ts';
import type { Section } from './report.ts';

const balancerPort = 5014;
const nodePorts = [5020, 5021, 5022];
const products = 2000;
const dealers = 16;
const buyers = 8;

async function traffic(
  workDir: string,
  nodes: number,
  seconds: number,
  catalogue: { skus: string[]; orderable: Orderable[] },
): Promise<TrafficRun> {
  const spec = {
    url: `http://127.0.0.1:${balancerPort}`,
    seconds,
    dealers,
    keyPrefix: `mix${nodes}`,
    ...catalogue,
  };
  return { nodes, dealers, result: trafficResult.parse(await runClient('cluster-traffic.ts', spec, workDir)) };
}

export async function clusterBehindBalancer(quick: boolean, log: (line: string) => void): Promise<Section[]> {
  const trafficSeconds = quick ? 10 : 60;
  const killSeconds = quick ? 10 : 30;
  const workDir = mkdtempSync(join(tmpdir(), 'avc-bench-cluster-'));
  const env = nodeEnv(benchDatabaseUrl(), join(workDir, 'data'));
  try {
    log(`  database ${databaseName}: npm run migrate, npm run seed -- --products ${products}…`);
    await createDatabase();
    await migrateAndSeed(env, products, join(workDir, 'setup.log'));
    const catalogue = await prepareCatalogue(200);

    log(`  ${nodePorts.length} API nodes on ${nodePorts.join(', ')}, HAProxy on ${balancerPort}…`);
    const nodes = await startNodes(env, nodePorts, workDir);
    let balancer = await startBalancer(workDir, '3-nodes', balancerPort, nodePorts);
    log(`  ${dealers} dealers for ${trafficSeconds} s through 3 nodes…`);
    const three = await traffic(workDir, 3, trafficSeconds, catalogue);
    await stop(balancer);
    balancer = await startBalancer(workDir, '1-node', balancerPort, nodePorts.slice(0, 1));
    log(`  ${dealers} dealers for ${trafficSeconds} s through 1 node…`);
    const one = await traffic(workDir, 1, trafficSeconds, catalogue);
    await stop(balancer);

    balancer = await startBalancer(workDir, 'kill', balancerPort, nodePorts, true);
    const skus = catalogue.orderable.map((line) => line.sku);
    const unitsBefore = await unitsInStock(skus);
    const outFile = join(workDir, 'orders.json');
    const spec = {
      url: `http://127.0.0.1:${balancerPort}`,
      seconds: killSeconds,
      buyers,
      keyPrefix: 'kill',
      orderable: catalogue.orderable,
      outFile,
    };
    log(`  ${buyers} buyers ordering for ${killSeconds} s; one node killed halfway…`);
    const started = performance.now();
    const client = runClient('cluster-orders.ts', spec, workDir);
    const victim = nodes[1]!;
    await Promise.race([sleep((killSeconds / 2) * 1000), client]);
    const killedAtSeconds = (performance.now() - started) / 1000;
    victim.child.kill('SIGKILL');
    await client;
    const kill: KillRun = {
      buyers,
      seconds: killSeconds,
      killedAtSeconds,
      killedNode: `the node on ${victim.port}`,
      outcomes: orderResult.parse(JSON.parse(readFileSync(outFile, 'utf8'))),
      stored: await storedOrders('kill-'),
      unitsTaken: unitsBefore - (await unitsInStock(skus)),
      resent: resentRequests(readFileSync(balancer.logFile, 'utf8')),
    };
    return [trafficSection(three, one), killSection(kill)];
  } finally {
    await stopAll();
    await dropDatabase().catch((error: unknown) => log(`  could not drop ${databaseName}: ${String(error)}`));
    // BENCH_CLUSTER_KEEP=1 keeps the nodes' and the balancer's logs for a look.
    if (process.env.BENCH_CLUSTER_KEEP) log(`  logs kept in ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}
