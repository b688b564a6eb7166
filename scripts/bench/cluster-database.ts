/**
 * The PostgreSQL side of the cluster benchmark: a database of its own on the server of
 * BENCH_DATABASE_URL, migrated and seeded by the project's commands, read back to count orders.
 */
import pg from 'pg';
import { join } from 'node:path';
import type { Orderable } from './cluster-http.ts';
import { root, runToEnd } from './cluster-processes.ts';

export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/postgres';
export const databaseName = 'avc_bench_cluster';

/** The benchmark database's URL: the server's, with the database name replaced. */
export function benchDatabaseUrl(): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the benchmark database (also while nodes are still connected to it). */
export const dropDatabase = () =>
  onServer((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));

/** An empty benchmark database, replacing one an earlier run left. */
export async function createDatabase(): Promise<void> {
  await dropDatabase();
  await onServer((client) => client.query(`CREATE DATABASE ${databaseName}`));
}

/** `npm run migrate` and `npm run seed -- --products N` against the benchmark database. */
export async function migrateAndSeed(env: NodeJS.ProcessEnv, products: number, logFile: string): Promise<void> {
  await runToEnd('npm run migrate', [join(root, 'scripts/migrate.ts')], env, logFile);
  await runToEnd('npm run seed', [join(root, 'scripts/seed.ts'), '--products', String(products)], env, logFile);
}

async function onBench<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface Catalogue {
  /** Products whose prices a listing asks for. */
  skus: string[];
  /** Products a dealer can order, stocked so deeply that no order is refused for stock. */
  orderable: Orderable[];
}

/** Picks the products the traffic uses, and stocks the orderable ones deeply. */
export const prepareCatalogue = (orderableCount: number): Promise<Catalogue> =>
  onBench(async (client) => {
    const skus = await client.query<{ sku: string }>('SELECT sku FROM products ORDER BY sku LIMIT 1000');
    const orderable = await client.query<Orderable>(
      `UPDATE stocks s SET stock = 1000000 FROM products p
       WHERE p.sku = s.sku AND s.sku IN (
         SELECT sku FROM stocks WHERE dealer IS NOT NULL AND stock > 0 ORDER BY sku LIMIT $1)
       RETURNING s.sku, p.title`,
      [orderableCount],
    );
    return { skus: skus.rows.map((row) => row.sku), orderable: orderable.rows };
  });

/** Units in stock of those products: what orders took is the drop. */
export const unitsInStock = (skus: readonly string[]): Promise<number> =>
  onBench(async (client) => {
    const { rows } = await client.query<{ units: string }>(
      'SELECT coalesce(sum(stock), 0) AS units FROM stocks WHERE sku = ANY($1)',
      [skus],
    );
    return Number(rows[0]?.units ?? 0);
  });

export interface StoredOrders {
  /** Order numbers by key, every order stored under it. */
  byKey: Map<string, number[]>;
  /** Units on the lines of those orders. */
  units: number;
}

/** The orders stored under keys that start with `prefix`, and their units. */
export const storedOrders = (prefix: string): Promise<StoredOrders> =>
  onBench(async (client) => {
    const { rows } = await client.query<{ key: string; doc_nums: number[]; units: string }>(
      `SELECT o.idempotency_key AS key, array_agg(DISTINCT o.doc_num) AS doc_nums, coalesce(sum(l.qty), 0) AS units
       FROM orders o LEFT JOIN order_lines l ON l.doc_entry = o.doc_entry
       WHERE starts_with(o.idempotency_key, $1) GROUP BY o.idempotency_key`,
      [prefix],
    );
    return {
      byKey: new Map(rows.map((row) => [row.key, row.doc_nums])),
      units: rows.reduce((sum, row) => sum + Number(row.units), 0),
    };
  });
