import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { serialize } from 'node:v8';
import { readSiteData, SITE_DATA_FILE, type SiteData, siteDataFile } from '../../../src/lib/site-data.build.ts';
import { type CatalogReuse, pullCatalog, sameMenu } from './catalog-pull.ts';
import type { SiteContent } from '../../../src/lib/content-types.ts';
import { pullContent } from './content-pull.ts';
import { httpPull, type Pull } from './pull.ts';
import { siteDataProblems } from './site-data-problems.ts';
import { type SiteSummary, siteSummary } from './site-summary.ts';

/** The live build's blog, news and partners, and what of them changed since. */
export interface ContentReuse {
  previous: SiteContent;
  /** Nothing of them changed: they are kept whole. */
  unchanged: boolean;
  /** Else the blog posts changed since, by id (the news and partners, few, are read again). */
  changedPosts: ReadonlySet<number>;
}

/**
 * Pulls and checks everything the pages show; invalid records stop the build, naming each field.
 * With `reuse`, only the products changed since the live build are read again; with `content` too,
 * the blog, news and partners are not read again when none changed, and of the blog only the posts
 * it must (see postsToRead), unless the menu their category links name changed.
 */
export async function pullSiteData(pull: Pull, reuse?: CatalogReuse, content?: ContentReuse): Promise<SiteData> {
  const pulling = reuse && content ? undefined : pullContent(pull);
  // Awaited below, after the catalogue, whose failure may come first.
  pulling?.catch(() => undefined);
  const catalog = await pullCatalog(pull, reuse);
  const kept = reuse && content && sameMenu(reuse.previous, catalog) ? content : undefined;
  const data = {
    catalog,
    content: pulling
      ? await pulling
      : kept?.unchanged
        ? kept.previous
        : await pullContent(pull, kept && { previous: kept.previous.blog, changed: kept.changedPosts }),
  };
  const problems = siteDataProblems(data);
  if (problems.length > 0)
    throw new Error(`Catalogue pull failed: invalid records, nothing was built\n  - ${problems.join('\n  - ')}`);
  return data;
}

/** Writes the data whole or not at all: the pages read it only once it is complete. */
export function writeSiteData(file: string, data: SiteData): void {
  writeFileSync(`${file}.partial`, serialize(data));
  renameSync(`${file}.partial`, file);
}

/**
 * The data of a build no publish hands its pull (`astro build`, `astro dev`): the file
 * SITE_DATA_FILE names, else pulled from `API_BASE` into the file the pages read (see
 * src/lib/site-data.build.ts). Answers what the build's integration needs of it.
 */
export async function pullForPages(): Promise<SiteSummary> {
  if (process.env[SITE_DATA_FILE]) return siteSummary(readSiteData(siteDataFile()).catalog);
  const data = await pullSiteData(httpPull);
  writeSiteData(siteDataFile(), data);
  return siteSummary(data.catalog);
}

/** Removes the file `pullForPages` pulled into once a build's pages are done (a file a publish named stays). */
export function dropPulledData(): void {
  if (!process.env[SITE_DATA_FILE]) rmSync(siteDataFile(), { force: true });
}
