import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { buildEnv } from '../config/env.build.ts';
import type { Catalog } from './catalog-types.ts';
import type { SiteContent } from './content-types.ts';

/** Everything the static pages show: the catalogue, and the blog, news and partners. */
export interface SiteData {
  catalog: Catalog;
  content: SiteContent;
  /** The highest product revision when it was pulled (a publish's pull): the next one reads only later changes. */
  productMark?: string;
  /** The blog, news and partners' mark when they were pulled: the next pull reads them only when it differs. */
  contentMark?: string;
  /** The highest blog post revision when it was pulled: the next pull reads again only posts it must. */
  blogMark?: string;
  /** Each subcategory's list mark when it was pulled: the next pull reads again only lists whose mark differs. */
  listMarks?: Record<string, string>;
}

/**
 * The build pulls the site's data once, before Astro renders, and hands it to the pages as a file:
 * the pages run from Astro's bundle, a module graph of their own. A publish names the file with this
 * variable; otherwise it lies beside the output folder (see scripts/lib/build/site-data.ts).
 */
export const SITE_DATA_FILE = 'SITE_DATA_FILE';

/** The file the pages of this build read the site's data from. */
export const siteDataFile = (): string =>
  process.env[SITE_DATA_FILE] || `${buildEnv.OUT_DIR.replace(/[\\/]+$/, '')}.site-data`;

/** The data a build wrote (scripts/lib/build/site-data.ts). */
export const readSiteData = (file: string): SiteData => deserialize(readFileSync(file)) as SiteData;

let loaded: Promise<SiteData> | undefined;

/** The data of this build, read once. */
export function loadSiteData(): Promise<SiteData> {
  loaded ??= Promise.resolve(readSiteData(siteDataFile()));
  return loaded;
}

/** The catalogue of this build. */
export const loadCatalog = async (): Promise<Catalog> => (await loadSiteData()).catalog;

/** The blog, news and partners of this build. */
export const loadContent = async (): Promise<SiteContent> => (await loadSiteData()).content;
