import { serve, type ServerType } from '@hono/node-server';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as z from 'zod/mini';
import { calls, type CallName, type CallOutput } from '../../src/api/calls.ts';
import type { CallDefinition } from '../../src/api/define-call.ts';
import { apiErrorBody } from '../../src/api/errors.ts';
import { fillPath, isRecord, parseJsonText, toSearchParams } from '../../src/api/request-parts.ts';
import { createApp } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { keptPerNode } from '../kept-per-node.ts';
import { openDatabase, type Db, type OpenedDatabase } from '../db/index.ts';
import { seedDatabase } from '../seed/index.ts';
import { Refusals } from '../security/refusals.ts';
import { postgresCopy } from './postgres-copies.ts';
import { cachedSeed, type SeededImage } from './seed-cache.ts';

export interface TestServer {
  baseUrl: string;
  db: Db;
  config: ServerConfig;
  dataDir: string;
  /**
   * The node's memory of subjects at their limit: a test that ends windows by changing or deleting
   * counters in the database clears it too, as the windows' ending would.
   */
  refusals: Refusals;
  /** Stops the server, closes the database and deletes the temporary DATA_DIR. */
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Size of the seeded catalogue; small by default so each test file starts quickly. */
  products?: number;
  /** A fixed port from the test file's own range; a free port when omitted. */
  port?: number;
}

/** A seeded database and its uploads, made once per size (see seed-cache.ts) and copied per server. */
const seededImages = new Map<number, Promise<SeededImage>>();
let emptyImage: Promise<Blob> | undefined;

/** The migrated empty database, dumped: every test database starts from it rather than migrating. */
const migratedImage = async (): Promise<Blob> =>
  (emptyImage ??= cachedSeed(0, async () => {
    const { db, embedded } = await openDatabase();
    const image = await embedded!.dumpDataDir('none');
    await db.destroy();
    return image;
  }).then(({ image }) => image));

const seededImage = (products: number): Promise<SeededImage> =>
  cachedSeed(products, async (uploadsDir) => {
    const { db, embedded } = await openDatabase({ embeddedImage: await migratedImage(), migrate: false });
    await seedDatabase(db, { products, uploadsDir });
    const image = await embedded!.dumpDataDir('none');
    await db.destroy();
    return image;
  });

/**
 * A fresh, migrated, empty database: embedded, or on TEST_DATABASE_URL's server when set;
 * `await db.destroy()` when done.
 */
export async function openTestDatabase(): Promise<Db> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) return (await postgresCopy(server, undefined)).db;
  return (await openDatabase({ embeddedImage: await migratedImage(), migrate: false })).db;
}

/**
 * A seeded database of its own for one test server, on TEST_DATABASE_URL's server when set,
 * listening for caller changes as an API node's does.
 */
async function seededCopy(
  products: number,
  uploadsDir: string,
): Promise<{ db: Db; changes?: OpenedDatabase['changes']; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) return postgresCopy(server, products, uploadsDir, { listen: true });
  if (!seededImages.has(products)) seededImages.set(products, seededImage(products));
  const seeded = await seededImages.get(products)!;
  cpSync(seeded.uploadsDir, uploadsDir, { recursive: true });
  const { db, changes } = await openDatabase({ embeddedImage: seeded.image, migrate: false, listen: true });
  return { db, changes, drop: () => db.destroy() };
}

/**
 * The API over real HTTP (on a free port) with a freshly seeded embedded database and a temporary
 * DATA_DIR. AUTH_SECRET is fixed so tests can sign their own tokens.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'avconnect-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'test-secret', ...options.env });
  const { db, changes, drop } = await seededCopy(options.products ?? 120, join(dataDir, 'uploads'));
  const refusals = new Refusals();
  const app = createApp({ db, config, refusals, ...(changes && keptPerNode(changes.feed)) });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    config,
    dataDir,
    refusals,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          void drop().finally(() => {
            rmSync(dataDir, { recursive: true, force: true });
            if (error) reject(error);
            else resolve();
          });
        });
      }),
  };
}

export interface RawAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** The registry seen per call name, so a parsed answer keeps that call's output type. */
const registry: { [N in CallName]: CallDefinition<z.ZodMiniType, z.ZodMiniType<CallOutput<N>>> } = calls;

/**
 * Makes contract calls on their method and path: `send` with any input (valid or not) answers the
 * raw status and body; `call` expects 200 and parses the body with the call's response schema.
 */
export function contractClient(baseUrl: string) {
  const send = async (
    name: CallName,
    input: unknown,
    token?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<RawAnswer> => {
    const definition = calls[name];
    const { path, rest } = fillPath(definition.path, isRecord(input) ? input : {});
    const headers: Record<string, string> = token
      ? { ...extraHeaders, Authorization: `Bearer ${token}` }
      : { ...extraHeaders };
    let url = `${baseUrl}${path}`;
    let body: string | undefined;
    if (definition.method === 'GET') {
      const query = toSearchParams(rest).toString();
      if (query) url += `?${query}`;
    } else {
      headers['Content-Type'] = definition.contentType ?? 'application/json';
      body = JSON.stringify(input);
    }
    const response = await fetch(url, { method: definition.method, headers, body });
    return { status: response.status, body: parseJsonText(await response.text()), headers: response.headers };
  };
  const call = async <N extends CallName>(
    name: N,
    input: unknown,
    token?: string,
    extraHeaders?: Record<string, string>,
  ): Promise<CallOutput<N>> => {
    const answer = await send(name, input, token, extraHeaders);
    if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return registry[name].response.parse(answer.body);
  };
  return { send, call };
}

/** Fields named by an error answer. */
export const issueFields = (body: unknown) => apiErrorBody.parse(body).issues.map((issue) => issue.field);

/** A price or stock field anywhere in a JSON text: what a visitor must never receive. */
export const priceFieldPattern = /"(msrp2?|dealer2?|direct2?|stock)"\s*:/;
