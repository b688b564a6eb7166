import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const astroBin = resolve(import.meta.dirname, '../../node_modules/astro/bin/astro.mjs');

/** Builds the static site from the catalogue API at `apiBase` into `outDir`, streaming its output. */
export function buildSite(apiBase: string, outDir: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [astroBin, 'build'], {
      env: { ...env, API_BASE: apiBase, OUT_DIR: outDir },
      stdio: 'inherit',
    });
    child.on('error', (cause) => fail(new Error('Could not start the site build', { cause })));
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`The site build failed (exit code ${code})`))));
  });
}

function stampFile(dataDir: string): string {
  return join(dataDir, 'site-build.json');
}

/** True when `outDir` holds a build of exactly this catalogue. */
export function isBuildCurrent(dataDir: string, outDir: string, fingerprint: string): boolean {
  if (!existsSync(join(outDir, 'index.html')) || !existsSync(stampFile(dataDir))) return false;
  const stamp: unknown = JSON.parse(readFileSync(stampFile(dataDir), 'utf8'));
  return (
    typeof stamp === 'object' &&
    stamp !== null &&
    'outDir' in stamp &&
    stamp.outDir === resolve(outDir) &&
    'fingerprint' in stamp &&
    stamp.fingerprint === fingerprint
  );
}

export function recordBuild(dataDir: string, outDir: string, fingerprint: string): void {
  writeFileSync(
    stampFile(dataDir),
    JSON.stringify({ outDir: resolve(outDir), fingerprint, builtAt: new Date().toISOString() }),
  );
}
