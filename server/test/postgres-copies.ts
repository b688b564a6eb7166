import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db, type OpenedDatabase } from '../db/index.ts';
import { seedDatabase } from '../seed/index.ts';
import { seedSourceDigest } from '../seed/source-digest.ts';

/**
 * Test databases on the PostgreSQL server of TEST_DATABASE_URL (CI runs the server suites on
 * one): each test gets a new database copied from a template that is migrated (and seeded) once
 * for all test processes, named by a digest of the schema and seed sources so a changed schema
 * makes a new one.
 */
const digest = seedSourceDigest().slice(0, 12);
const urlFor = (base: string, database: string) => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Runs `work` with a connection to the server's maintenance database, under a lock all test processes share. */
async function withAdmin<T>(base: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: urlFor(base, 'postgres') });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(5310052)');
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const exists = async (admin: pg.Client, name: string) =>
  (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;

/** The uploads a seeded template's rows name, kept beside it. */
export const templateUploads = (products: number) => join(tmpdir(), `avconnect-template-${digest}-${products}`);

/** Makes the template once: migrated, and seeded with `products` when given. */
async function template(base: string, products: number | undefined): Promise<string> {
  const name = `avc_template_${digest}_${products ?? 'empty'}`;
  return withAdmin(base, async (admin) => {
    if (await exists(admin, name)) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(`CREATE DATABASE ${building}`);
    const { db } = await openDatabase({ url: urlFor(base, building), maxConnections: 2 });
    if (products !== undefined) {
      const uploads = `${templateUploads(products)}.${randomUUID()}`;
      mkdirSync(uploads, { recursive: true });
      await seedDatabase(db, { products, uploadsDir: uploads });
      rmSync(templateUploads(products), { recursive: true, force: true });
      renameSync(uploads, templateUploads(products));
    }
    await db.destroy();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  });
}

/** A new database copied from the template, with the uploads its rows name copied to `uploadsDir`. */
export async function postgresCopy(
  base: string,
  products: number | undefined,
  uploadsDir?: string,
  { listen = false } = {},
): Promise<{ url: string; db: Db; changes?: OpenedDatabase['changes']; drop(): Promise<void> }> {
  const source = await template(base, products);
  const name = `avc_test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(base, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  if (products !== undefined && uploadsDir && existsSync(templateUploads(products))) {
    cpSync(templateUploads(products), uploadsDir, { recursive: true });
  }
  const url = urlFor(base, name);
  const { db, changes } = await openDatabase({ url, maxConnections: 10, migrate: false, listen });
  return {
    url,
    db,
    changes,
    drop: async () => {
      await changes?.stop();
      await db.destroy();
      await withAdmin(base, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
