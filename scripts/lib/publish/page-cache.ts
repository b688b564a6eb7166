import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readyWorkDir, type AssembledFrom } from './assemble.ts';
import type { BuildLayout } from './builds.ts';
import { removeOnThread } from './remove.ts';

/**
 * Astro's page cache and its working folder (see assemble.ts) are trusted only as a publish that
 * went live left them: a build writes pages into both as it renders them, long before its keys are
 * saved, its pages checked and the site switched. The seal beside the cache names the build that
 * left them and when that build was assembled; a publish removes it before its build touches them
 * and writes it back once its build is live, so a publish killed at any moment (`kill -9` of both
 * processes) leaves them unsealed, and the next one starts them afresh.
 */
const sealOf = (layout: BuildLayout) => `${layout.cacheDir}.sealed`;

/**
 * A build child may bundle the site's code into the working folder before its publish starts (see
 * warm-build.ts): it writes scripts and styles only, never a page, and under the build lock. The
 * claim beside the cache names that child; any publish opening the cache removes it, so a child
 * whose folder another build has used since is never trusted with it.
 */
const claimOf = (layout: BuildLayout) => `${layout.cacheDir}.claim`;

/** Removes Astro's cache and working folder: the next build renders and writes every page. */
export async function forgetPageCache(layout: BuildLayout): Promise<void> {
  rmSync(sealOf(layout), { force: true });
  rmSync(claimOf(layout), { force: true });
  await removeOnThread([layout.cacheDir, layout.workDir]);
}

function sealed(layout: BuildLayout): AssembledFrom | undefined {
  if (!existsSync(sealOf(layout))) return undefined;
  const [name = '', at = ''] = readFileSync(sealOf(layout), 'utf8').split('\n');
  const buildDir = join(layout.buildsDir, name);
  return name && /^\d+$/.test(at) && existsSync(buildDir) ? { buildDir, at: Number(at) } : undefined;
}

/**
 * Readies the cache and working folder for a build about to use them: kept only when sealed and
 * made by the same code (a page names the scripts of the build that rendered it), then unsealed
 * until `sealPageCache`. Answers the build they were last assembled into, when kept.
 */
export async function openPageCache(layout: BuildLayout, sameCode: boolean): Promise<AssembledFrom | undefined> {
  const from = sameCode ? sealed(layout) : undefined;
  if (!from) await forgetPageCache(layout);
  rmSync(sealOf(layout), { force: true });
  rmSync(claimOf(layout), { force: true });
  readyWorkDir(layout.workDir);
  return from;
}

/** Readies the working folder for a child about to bundle into it, and names it as that child's. */
export function claimWorkDir(layout: BuildLayout, claim: string): void {
  readyWorkDir(layout.workDir);
  writeFileSync(claimOf(layout), claim);
}

/**
 * Opens the cache for the build of the child that bundled into the working folder under `claim`:
 * as `openPageCache` keeps it, but with the child's scripts and styles left in place. Undefined,
 * touching nothing, unless the claim is still that child's and the cache would be kept.
 */
export function openClaimed(layout: BuildLayout, claim: string, sameCode: boolean): AssembledFrom | undefined {
  const owned = existsSync(claimOf(layout)) && readFileSync(claimOf(layout), 'utf8') === claim;
  const from = owned && sameCode ? sealed(layout) : undefined;
  if (!from) return undefined;
  rmSync(sealOf(layout), { force: true });
  rmSync(claimOf(layout), { force: true });
  return from;
}

/** Trusts them again once the build assembled at `at` is live: written whole or not at all. */
export function sealPageCache(layout: BuildLayout, buildDir: string, at: number): void {
  writeFileSync(`${sealOf(layout)}.partial`, `${basename(buildDir)}\n${at}`);
  renameSync(`${sealOf(layout)}.partial`, sealOf(layout));
}
