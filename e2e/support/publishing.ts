import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RawBuilder } from 'kysely';
import { sql } from '../../server/db/index.ts';
import { workDir } from './env.ts';
import { withCatalogDb } from './shop.ts';

/** A storefront with its own database and its own builds, as an editor runs it with `npm start`. */
export interface PublishingSite {
  url: string;
  dataDir: string;
  outDir: string;
  secret: string;
  /** The server's process. */
  pid: number;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Everything a child process has printed so far, both streams. */
export function collect(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

/** What `/api/ready` answers, or undefined while the server does not listen yet. */
async function readiness(url: string): Promise<{ ok: boolean; reason?: string } | undefined> {
  try {
    return (await (await fetch(`${url}/api/ready`)).json()) as { ok: boolean; reason?: string };
  } catch {
    return undefined;
  }
}

/** Waits until the start-up publish has ended, well or not, as `/api/ready` tells. */
async function waitForPublish(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    const state = await readiness(url);
    if (state && state.reason !== 'the site is being published') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function siteDirs(port: number): { dataDir: string; outDir: string } {
  return { dataDir: join(workDir, `publish-${port}`, 'data'), outDir: join(workDir, `publish-${port}`, 'dist') };
}

/** Starts `npm start`'s script on the site's folders and waits until it has published (or failed to). */
export async function startPublishingSite(port: number, fresh: boolean): Promise<PublishingSite> {
  const { dataDir, outDir } = siteDirs(port);
  if (fresh) rmSync(join(workDir, `publish-${port}`), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const secret = 'rebuild-secret-for-the-end-to-end-tests';
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, OUT_DIR: outDir, REBUILD_SECRET: secret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForPublish(url, child, output);
  return {
    url,
    dataDir,
    outDir,
    secret,
    pid: child.pid ?? 0,
    output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs `npm run publish` or `npm run rollback` on the site's folders. */
export function runScript(
  site: Pick<PublishingSite, 'dataDir' | 'outDir'>,
  script: 'publish' | 'rollback',
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, [`scripts/${script}.ts`], {
    env: { ...process.env, ...env, DATA_DIR: site.dataDir, OUT_DIR: site.outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(child);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code: code ?? 1, output: output() })));
}

/** Runs a statement on the site's database (the editor's change to the catalogue). */
export async function editCatalogue(dataDir: string, statement: RawBuilder<unknown>): Promise<void> {
  await withCatalogDb((db) => statement.execute(db), dataDir);
}

export async function readCatalogue<T>(dataDir: string, statement: RawBuilder<T>): Promise<T[]> {
  return withCatalogDb(async (db) => (await statement.execute(db)).rows, dataDir);
}

/** The first product of the catalogue that a listing shows (its page and search find it). */
export async function firstListedProduct(dataDir: string): Promise<{ sku: string; title: string }> {
  const [row] = await readCatalogue(
    dataDir,
    sql<{ sku: string; title: string }>`
      SELECT sku, title FROM products WHERE subcategory_id IS NOT NULL AND sku LIKE 'AV-%' ORDER BY sku LIMIT 1`,
  );
  if (!row) throw new Error('The demo catalogue lists no product');
  return row;
}

/** Finished builds kept beside the served folder. */
export function keptBuilds(outDir: string): string[] {
  return readdirSync(`${outDir}.builds`).filter((name) => /^\d{8}T/.test(name) && !name.includes('.'));
}

/** Change reports written so far. */
export function reportCount(outDir: string): number {
  return readdirSync(`${outDir}.builds/reports`).filter((name) => name.endsWith('.json')).length;
}

/** The phases the newest publish report timed, by name. */
export function latestPhases(outDir: string): string[] {
  const dir = `${outDir}.builds/reports`;
  const newest = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .at(-1);
  if (!newest) return [];
  return Object.keys((JSON.parse(readFileSync(join(dir, newest), 'utf8')) as { phasesMs: object }).phasesMs);
}

/** The build children a process has started and that still run (Linux's /proc). */
export function buildChildrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // The fields after the command's name: state, then the parent's id.
        const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (
          Number(parent) === pid &&
          state !== 'Z' &&
          readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('build-child.ts')
        );
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}
