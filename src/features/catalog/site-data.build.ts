import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { pullContent } from '../content/content.build.ts';
import { type CatalogReuse, pullCatalog } from './catalog.build.ts';
import { httpPull, type Pull } from './pull.build.ts';
import { type SiteData, siteDataProblems } from './site-data.ts';

/**
 * A publish pulls the site's data once, before Astro renders, and hands it to the pages as a file
 * named by this variable: the pages run from Astro's bundle, a module graph of their own.
 */
export const SITE_DATA_FILE = 'SITE_DATA_FILE';

/**
 * Pulls and checks everything the pages show; invalid records stop the build, naming each field.
 * With `reuse`, only the products changed since the live build are read again.
 */
export async function pullSiteData(pull: Pull, reuse?: CatalogReuse): Promise<SiteData> {
  const [catalog, content] = await Promise.all([pullCatalog(pull, reuse), pullContent(pull)]);
  const data = { catalog, content };
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

/** The data a publish wrote with `writeSiteData`. */
export const readSiteData = (file: string): SiteData => deserialize(readFileSync(file)) as SiteData;

let loaded: Promise<SiteData> | undefined;

/** The data of this build: the file a publish wrote, else pulled from `API_BASE` (`astro build`, `astro dev`). */
export function loadSiteData(): Promise<SiteData> {
  const file = process.env[SITE_DATA_FILE];
  loaded ??= file ? Promise.resolve(readSiteData(file)) : pullSiteData(httpPull);
  return loaded;
}
