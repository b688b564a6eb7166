import type { Catalog } from './catalog.ts';

/**
 * The catalogue of this build thread, shared through a global: every page, the build integration
 * and a publish's own code each load their own copy of the catalogue's modules.
 */
const MEMO = Symbol.for('avconnect.catalog');
type Memo = { [MEMO]?: Promise<Catalog> };

/**
 * Hands this thread a catalogue pulled elsewhere: a publish pulls it on a worker thread while Astro
 * bundles the site, and a render thread gets the build's; every page then reads that one.
 */
export function provideCatalog(catalog: Promise<Catalog>): void {
  (globalThis as Memo)[MEMO] = catalog;
}

/** The catalogue handed to this thread, if any. */
export function providedCatalog(): Promise<Catalog> | undefined {
  return (globalThis as Memo)[MEMO];
}
