import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { KNOWN_INLINE_SCRIPTS_FILE } from '../../../src/features/catalog/inline-scripts.build.ts';

/** The part of Astro's incremental-build cache manifest a publish reads. */
interface AstroCacheManifest {
  configHash?: string;
  lockfileHash?: string;
  routes?: Record<
    string,
    { dependencyHash?: string; paths?: Record<string, { cacheKey?: string; outputFile?: string }> }
  >;
}

const manifestFile = (cacheDir: string) => join(cacheDir, 'incremental-build.json');

export function readAstroCache(cacheDir: string): AstroCacheManifest | undefined {
  const file = manifestFile(cacheDir);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AstroCacheManifest;
  } catch {
    return undefined;
  }
}

/**
 * Output files Astro copied from its cache instead of rendering: pages whose data key and code
 * hash equal those of the build before. The same rules as Astro's own, read from its manifest
 * before and after the build.
 */
export function reusedFiles(
  before: AstroCacheManifest | undefined,
  after: AstroCacheManifest | undefined,
): Set<string> {
  const reused = new Set<string>();
  if (!before || !after) return reused;
  if (before.configHash !== after.configHash || before.lockfileHash !== after.lockfileHash) return reused;
  for (const [component, route] of Object.entries(after.routes ?? {})) {
    const old = before.routes?.[component];
    if (!old || old.dependencyHash !== route.dependencyHash) continue;
    for (const [path, entry] of Object.entries(route.paths ?? {})) {
      const previous = old.paths?.[path];
      if (previous && entry.outputFile && previous.cacheKey === entry.cacheKey) reused.add(entry.outputFile);
    }
  }
  return reused;
}

const TEXT = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '']);

/** Text files of a build that were written by this build (not copied from the cache). */
export function freshTextFiles(buildDir: string, reused: ReadonlySet<string>): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    if (!reused.has(relative(buildDir, file).split('\\').join('/'))) files.push(file);
  }
  return files;
}

/** Makes the next build render every page (after a code change or a build that failed its checks). */
export function forgetAstroCache(cacheDir: string): void {
  rmSync(manifestFile(cacheDir), { force: true });
  rmSync(join(cacheDir, KNOWN_INLINE_SCRIPTS_FILE), { force: true });
}
