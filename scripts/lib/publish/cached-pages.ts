import type { AstroPrerenderer } from 'astro';
import { existsSync, linkSync, mkdirSync, readFileSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';

/** The part of Astro's incremental cache record (`incremental-build.json`, internal to Astro) read here. */
const cacheRecord = z.object({
  routes: z.record(
    z.string(),
    z.object({ paths: z.record(z.string(), z.object({ outputFile: z.string().max(2048) })) }),
  ),
});

/** A page of Astro's cache linked into a new build before Astro looks at it. */
export interface LinkedPage {
  component: string;
  pathname: string;
  /** Absolute path of the page in the new build. */
  file: string;
}

const keyOf = (component: string, pathname: string) => `${component}\n${pathname}`;

const recordFile = (cacheDir: string) => join(cacheDir, 'incremental-build.json');

/** Whether Astro's cache in `cacheDir` holds an earlier build's pages: without, a build renders every page. */
export const hasCachedPages = (cacheDir: string): boolean => existsSync(recordFile(cacheDir));

/** The pages Astro's cache record lists, or undefined without a record. */
function cachedPages(cacheDir: string): Array<Omit<LinkedPage, 'file'> & { outputFile: string }> | undefined {
  let record: z.infer<typeof cacheRecord>;
  try {
    record = cacheRecord.parse(JSON.parse(readFileSync(recordFile(cacheDir), 'utf8')));
  } catch {
    return undefined;
  }
  return Object.entries(record.routes).flatMap(([component, route]) =>
    Object.entries(route.paths).map(([pathname, { outputFile }]) => ({ component, pathname, outputFile })),
  );
}

/**
 * Links every HTML page Astro's cache in `cacheDir` holds into the empty build folder `outDir`,
 * at the path Astro would restore it to. Astro keeps a page it finds already in place when its data
 * and code are unchanged, and renders it again otherwise; so this does, in one pass and while the
 * build waits for its catalogue, what Astro's loop would do page by page later (on this disk, the
 * folder each page needs is most of the cost). A page that cannot be linked is left to Astro.
 */
export function linkCachedPages(cacheDir: string, outDir: string): LinkedPage[] {
  const cachePages = resolve(cacheDir, 'dist');
  const root = resolve(outDir);
  const linked: LinkedPage[] = [];
  const folders = new Set<string>();
  for (const { component, pathname, outputFile } of cachedPages(cacheDir) ?? []) {
    const file = resolve(root, outputFile);
    const cached = resolve(cachePages, outputFile);
    // Not a page, outside the build, or no longer in the cache: Astro restores or renders it.
    if (!outputFile.endsWith('.html') || !file.startsWith(root + sep) || !existsSync(cached)) continue;
    const folder = dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    try {
      linkSync(cached, file);
      linked.push({ component, pathname, file });
    } catch {
      // Another file system: Astro copies it.
    }
  }
  return linked;
}

/**
 * Removes the linked pages this build no longer has (a product taken off the catalogue), with their
 * emptied folders; answers the pages kept.
 */
export function unlinkPagesNotBuilt(
  linked: readonly LinkedPage[],
  built: ReadonlyArray<{ pathname: string; route: { component: string } }>,
  outDir: string,
): LinkedPage[] {
  const wanted = new Set(built.map(({ pathname, route }) => keyOf(route.component, pathname)));
  const root = resolve(outDir);
  const kept: LinkedPage[] = [];
  for (const page of linked) {
    if (wanted.has(keyOf(page.component, page.pathname))) {
      kept.push(page);
      continue;
    }
    removePage(page.file, root);
  }
  return kept;
}

/** Removes a page of the build in `root`, and the folders that held only it. */
function removePage(file: string, root: string) {
  unlinkSync(file);
  for (let folder = dirname(file); folder.startsWith(root + sep); folder = dirname(folder)) {
    try {
      rmdirSync(folder);
    } catch {
      break; // Not empty: it holds other pages.
    }
  }
}

/**
 * Removes the linked pages that the cache record Astro wrote for this build does not list at the
 * place they were linked to: pages Astro rendered again into another file, because its output paths
 * changed with its configuration (which voids its cache, so every page was rendered). The cache's
 * copy goes too: no record names it any more, so Astro would never prune it (kept builds keep their
 * own link to the content). Without a record, nothing is removed.
 */
export function unlinkPagesNotRecorded(linked: readonly LinkedPage[], cacheDir: string, outDir: string): void {
  const recorded = cachedPages(cacheDir);
  if (recorded === undefined) return;
  const root = resolve(outDir);
  const cachePages = resolve(cacheDir, 'dist');
  const files = new Set(recorded.map(({ outputFile }) => resolve(root, outputFile)));
  for (const { file } of linked) {
    if (files.has(file) || !existsSync(file)) continue;
    removePage(file, root);
    const copy = resolve(cachePages, relative(root, file));
    if (existsSync(copy)) removePage(copy, cachePages);
  }
}

/**
 * Wraps the build's prerenderer so that, when it asks for the build's pages, the cached pages being
 * `linking` into the build are in place, and those the catalogue no longer has are removed, before
 * rendering starts. `shared` receives the linked files: a page rendered again must replace its
 * file, never write into it (the file is the cache's, and a kept build's). Once Astro has recorded
 * the pages it built, the linked pages it put elsewhere are removed.
 */
export function withCachedPagesLinked(
  pages: AstroPrerenderer,
  options: { linking: Promise<LinkedPage[]>; outDir: string; cacheDir: string; shared: Set<string> },
): AstroPrerenderer {
  let kept: LinkedPage[] = [];
  return {
    ...pages,
    getStaticPaths: async () => {
      const [linked, paths] = await Promise.all([options.linking, pages.getStaticPaths()]);
      kept = unlinkPagesNotBuilt(linked, paths, options.outDir);
      for (const page of kept) options.shared.add(page.file);
      return paths;
    },
    // Astro writes its cache record before it tears the prerenderer down.
    teardown: async () => {
      await pages.teardown?.();
      unlinkPagesNotRecorded(kept, options.cacheDir, options.outDir);
    },
  };
}
