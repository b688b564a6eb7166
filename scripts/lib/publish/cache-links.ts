import fs from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The absolute path a file system call names, if it names one (not an open file). */
export const pathOf = (target: fs.PathLike | fs.promises.FileHandle): string | undefined => {
  if (typeof target === 'string') return resolve(target);
  if (target instanceof URL) return fileURLToPath(target);
  return undefined;
};

/**
 * A page is written, and linked into the cache, with the callback API: the promise API opens a
 * FileHandle for each file, and its open, write and close cost the main thread about 0.4 ms a page
 * (8 s of a 20,000-product build, whose main thread is its limit; 3 s less in alternating builds).
 */
const writePage = promisify(fs.writeFile);
const linkFile = promisify(fs.link);

/**
 * Astro's incremental build copies every page it reuses from its cache (`<cacheDir>/dist`) into the
 * new build, and writes every page it renders twice, into the build (`outDir`) and into its cache:
 * at 20,000 products, a gigabyte each time. This makes the copies and the second writes hard links,
 * so the cache and the builds share page files.
 *
 * Sharing is safe because a shared file is never written in place: Astro writing a page into its
 * cache replaces the file (a new file renamed over it), so a live or kept build linked to the old
 * one keeps its content. For the same reason a page of the build in `shared` (a link to the cache put
 * there before Astro's loop) is removed before it is written. Only paths inside the cache and the
 * shared pages change behaviour; answers a function that undoes the change.
 */
export function linkPagesWithCache(cacheDir: string, outDir?: string, shared: Set<string> = new Set()): () => void {
  const cachePages = resolve(cacheDir, 'dist') + sep;
  const inCache = (path: string | undefined) => path?.startsWith(cachePages) === true;
  const { copyFile, writeFile } = fs.promises;
  fs.promises.copyFile = async (source, destination, mode) => {
    if (!inCache(pathOf(source))) return copyFile(source, destination, mode);
    // Another file system, or a file already there: an ordinary copy.
    return fs.promises.link(source, destination).catch(() => copyFile(source, destination, mode));
  };
  const buildPages = outDir === undefined ? undefined : resolve(outDir) + sep;
  const inBuild = (path: string | undefined) => buildPages !== undefined && path?.startsWith(buildPages) === true;
  /** Pages just written into the build, by their bytes: Astro writes that very buffer into its cache next. */
  const built = new WeakMap<Uint8Array, string>();
  const linked = (existing: string, path: string) =>
    linkFile(existing, path).then(
      () => true,
      () => false,
    );
  fs.promises.writeFile = async (file, data, options) => {
    const path = pathOf(file as fs.PathLike);
    if (path === undefined || !inCache(path)) {
      if (path !== undefined && shared.delete(path)) await fs.promises.rm(path, { force: true });
      if (path === undefined || !inBuild(path) || !(data instanceof Uint8Array) || options !== undefined)
        return writeFile(file, data, options);
      await writePage(path, data);
      built.set(data, path);
      return;
    }
    const twin = data instanceof Uint8Array ? built.get(data) : undefined;
    // A page new to the cache is created whole in one step; one already there is replaced by a rename.
    if (twin !== undefined && (await linked(twin, path))) return;
    const fresh = `${path}.${process.pid}.new`;
    if (twin === undefined || !(await linked(twin, fresh))) await writeFile(fresh, data, options);
    await fs.promises.rename(fresh, path);
  };
  return () => {
    fs.promises.copyFile = copyFile;
    fs.promises.writeFile = writeFile;
  };
}
