import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { seedSourceDigest } from '../../server/seed/source-digest.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * Benchmark data lives where test runs keep theirs, one ignored folder per port (`.e2e/<port>`).
 * It must stay inside the project: Astro puts a build's intermediate files in the project's own
 * `.astro` folder when the output folder is outside it, where parallel builds would collide.
 */
const workDirFor = (port: number) => join(root, '.e2e', String(port));

/** A seeded catalogue of a given size, with its own database, build output and port. */
export interface Dataset {
  products: number;
  port: number;
  dataDir: string;
  outDir: string;
  logFile: string;
}

export function dataset(products: number, port: number): Dataset {
  const dir = workDirFor(port);
  return { products, port, dataDir: join(dir, 'data'), outDir: join(dir, 'dist'), logFile: join(dir, 'server.log') };
}

function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((done, fail) => {
    child.once('error', (cause) => fail(new Error('Could not start a benchmark process', { cause })));
    child.once('exit', (code) => done(code ?? 1));
  });
}

/** Seeds the dataset's database unless the same seed code already filled it; returns the seeding time. */
export async function ensureSeeded(set: Dataset): Promise<number | undefined> {
  const stampFile = join(set.dataDir, 'bench-seed.json');
  const stamp = JSON.stringify({ products: set.products, seed: seedSourceDigest() });
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return undefined;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(root, 'scripts/bench/seed-catalog.ts'), set.dataDir, String(set.products)],
    { stdio: 'inherit' },
  );
  const code = await exitOf(child);
  if (code !== 0) throw new Error(`Seeding ${set.products} products failed (exit code ${code})`);
  writeFileSync(stampFile, stamp);
  return performance.now() - started;
}

/** Ports whose site was built from the current sources during this run. */
const builtThisRun = new Set<number>();

/** Marks the dataset's site as built from the current sources during this run. */
export function markBuilt(set: Dataset): void {
  builtThisRun.add(set.port);
}

export interface RunningSite {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, logFile: string, limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The benchmark server stopped (exit code ${child.exitCode}); see ${logFile}`);
    if (performance.now() > deadline)
      throw new Error(`${url} did not answer within ${limitMs / 1000} s; see ${logFile}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/**
 * Runs `npm start`'s script on the dataset, on its port: `api` serves the API only (to time builds
 * separately); `site` also serves the site, built from the current sources unless this run already
 * built it. Output goes to the dataset's log.
 */
export async function startSite(
  set: Dataset,
  serve: 'api' | 'site',
  env: Record<string, string> = {},
): Promise<RunningSite> {
  const build = serve === 'api' || builtThisRun.has(set.port) ? 'never' : 'always';
  // The server would answer from an old build while the new one is made.
  if (build === 'always') rmSync(set.outDir, { recursive: true, force: true });
  const log = createWriteStream(set.logFile, { flags: 'a' });
  const child = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(set.port),
      HOST: '127.0.0.1',
      DATA_DIR: set.dataDir,
      OUT_DIR: set.outDir,
      BUILD: build,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${set.port}`;
  const exited = exitOf(child);
  try {
    if (serve === 'api') await waitFor(`${url}/api/Home/GetAllProducts`, child, set.logFile, 60_000);
    else await waitFor(`${url}/`, child, set.logFile, 20 * 60_000);
    if (build === 'always') builtThisRun.add(set.port);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      log.end();
    },
  };
}

/** The largest catalogue of a run (5,000 products with `--quick`, else 20,000), seeded and served with its site. */
export async function largestSite(
  quick: boolean,
  log: (line: string) => void,
): Promise<{ set: Dataset; site: RunningSite }> {
  const set = quick ? dataset(5000, 5012) : dataset(20000, 5013);
  await ensureSeeded(set);
  log(`  serving ${set.products} products (building the site unless this run just did)…`);
  return { set, site: await startSite(set, 'site') };
}
