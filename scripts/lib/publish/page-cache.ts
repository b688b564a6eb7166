import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { BuildLayout } from './builds.ts';

/**
 * Astro's page cache is trusted only as a publish that went live left it: a build writes its pages
 * into the cache as it renders them, long before its keys are saved, its pages checked and the site
 * switched. The seal beside the cache names the build that left it; a publish removes it before its
 * build touches the cache and writes it back once its build is live, so a publish killed at any
 * moment (`kill -9` of both processes) leaves the cache unsealed, and the next one starts it afresh.
 */
const sealOf = (layout: BuildLayout) => `${layout.cacheDir}.sealed`;

/** Removes Astro's cache: the next build renders every page. */
export function forgetPageCache(layout: BuildLayout): void {
  rmSync(sealOf(layout), { force: true });
  rmSync(layout.cacheDir, { recursive: true, force: true });
}

/**
 * Readies the cache for a build about to use it: kept only when sealed and made by the same code
 * (a page names the scripts of the build that rendered it), then unsealed until `sealPageCache`.
 */
export function openPageCache(layout: BuildLayout, sameCode: boolean): void {
  if (!sameCode || !existsSync(sealOf(layout))) forgetPageCache(layout);
  rmSync(sealOf(layout), { force: true });
}

/** Trusts the cache again, once the build that used it is live: written whole or not at all. */
export function sealPageCache(layout: BuildLayout, buildDir: string): void {
  writeFileSync(`${sealOf(layout)}.partial`, basename(buildDir));
  renameSync(`${sealOf(layout)}.partial`, sealOf(layout));
}
