import type { AstroPrerenderer } from 'astro';
import fs from 'node:fs';
import { resolve, sep } from 'node:path';
import { pathOf } from './cache-links.ts';

/**
 * Astro creates the folder of every page it writes (`mkdir -p`), though most pages share their
 * folder with the page before: a system call each, 50-250 µs on a slow disk, on the build's busiest
 * thread. While this is in place, a folder inside `outDir` created once is answered for without
 * asking the file system again. Answers a function that undoes the change.
 */
export function rememberBuildFolders(outDir: string): () => void {
  const root = resolve(outDir) + sep;
  const created = new Set<string>();
  const { mkdir } = fs.promises;
  fs.promises.mkdir = (async (path: fs.PathLike, options?: fs.MakeDirectoryOptions | fs.Mode | null) => {
    const folder = pathOf(path);
    const recursive = typeof options === 'object' && options?.recursive === true;
    if (folder === undefined || !recursive || !`${folder}${sep}`.startsWith(root)) return mkdir(path, options);
    if (created.has(folder)) return undefined;
    const first = await mkdir(path, options);
    created.add(folder);
    return first;
  }) as typeof fs.promises.mkdir;
  return () => {
    fs.promises.mkdir = mkdir;
  };
}

/**
 * The build's prerenderer with the folders of `outDir` remembered while the pages are generated:
 * from the moment Astro asks for the pages to its teardown, nothing else removes a folder there.
 */
export function withBuildFoldersRemembered(pages: AstroPrerenderer, outDir: string): AstroPrerenderer {
  let forget: (() => void) | undefined;
  return {
    ...pages,
    getStaticPaths: async () => {
      const paths = await pages.getStaticPaths();
      forget ??= rememberBuildFolders(outDir);
      return paths;
    },
    teardown: async () => {
      forget?.();
      await pages.teardown?.();
    },
  };
}
