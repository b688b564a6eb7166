import { buildGlobal } from './build-global.build.ts';
import type { Catalog } from './catalog.ts';

/** The catalogue of this build thread: every page, the build integration and a publish's code read it. */
const memo = buildGlobal<Promise<Catalog>>('catalog');

/**
 * Hands this thread a catalogue pulled elsewhere: a publish pulls it on a worker thread while Astro
 * bundles the site, and a render thread gets the build's; every page then reads that one.
 */
export const provideCatalog = memo.set;

/** The catalogue handed to this thread, if any. */
export const providedCatalog = memo.get;
