import type { AstroPrerenderer } from 'astro';

type Wrap = (pages: AstroPrerenderer) => AstroPrerenderer;

/**
 * A publish can hand the build another way to render its pages (on more threads). Kept in a global:
 * the build's integration is loaded apart from the publish's code, with its own copy of this module.
 */
const WRAP = Symbol.for('avconnect.prerenderer');
type WithWrap = { [WRAP]?: Wrap };

export function providePrerenderer(wrap: Wrap): void {
  (globalThis as WithWrap)[WRAP] = wrap;
}

/** The publish's prerenderer around Astro's own, or Astro's own. */
export function chosenPrerenderer(pages: AstroPrerenderer): AstroPrerenderer {
  return (globalThis as WithWrap)[WRAP]?.(pages) ?? pages;
}
