import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../config.ts';
import { connectDatabase, embeddedUrl } from '../db/connect.ts';
import type { Db } from '../db/index.ts';
import { openContext } from '../main.ts';
import { postgresCopy } from './postgres-copies.ts';

const apiScript = join(import.meta.dirname, '../../scripts/api.ts');

export interface Cluster {
  urls: string[];
  /** The database every node uses. */
  databaseUrl: string;
  /** A connection of the test's own to the nodes' database. */
  db: Db;
  close(): Promise<void>;
}

/** Asks the node's health check until it answers 200, as a load balancer does. */
async function healthy(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API node ${url} exited with ${child.exitCode}`);
    const answer = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answer?.status === 200) return;
    await sleep(100);
  }
}

/**
 * The shared database of a cluster test: a copy on TEST_DATABASE_URL's server when set; else an
 * embedded database in a DATA_DIR, opened here and lent to the nodes over its socket, exactly as
 * `npm start` lends it to other processes.
 */
async function sharedDatabase(dataDir: string) {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const copy = await postgresCopy(server, 80, join(dataDir, 'uploads'));
    return { url: copy.url, db: copy.db, close: copy.drop };
  }
  const opened = await openContext(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'cluster' }));
  const own = await connectDatabase({ dataDir });
  return {
    url: embeddedUrl(dataDir),
    db: own.db,
    close: async () => {
      await own.db.destroy();
      await opened.close();
    },
  };
}

/** `count` API nodes (`npm run api`), each its own process, on one database. */
export async function startCluster(count: number, env: Record<string, string> = {}): Promise<Cluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'avconnect-cluster-'));
  const shared = await sharedDatabase(dataDir);
  const nodes = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, [apiScript], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: shared.url,
        AUTH_SECRET: 'cluster-secret-shared-by-every-node',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return child;
  });
  const urls = await Promise.all(
    nodes.map(async (child) => {
      const [line] = (await once(child.stdout!, 'data')) as [Buffer];
      const url = /listening on (\S+)/.exec(String(line))?.[1];
      if (!url) throw new Error(`API node said: ${String(line)}`);
      await healthy(url, child);
      return url;
    }),
  );
  return {
    urls,
    databaseUrl: shared.url,
    db: shared.db,
    close: async () => {
      await Promise.all(
        nodes.map(async (child) => {
          child.kill('SIGTERM');
          if (child.exitCode === null) await once(child, 'exit');
        }),
      );
      await shared.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
