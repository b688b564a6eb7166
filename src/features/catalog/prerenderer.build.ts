import type { AstroPrerenderer } from 'astro';
import { buildGlobal } from './build-global.build.ts';

type Wrap = (pages: AstroPrerenderer) => AstroPrerenderer;

/** A publish can hand the build another way to render its pages (on more threads). */
const wrap = buildGlobal<Wrap>('prerenderer');

export const providePrerenderer = wrap.set;

/** The publish's prerenderer around Astro's own, or Astro's own. */
export function chosenPrerenderer(pages: AstroPrerenderer): AstroPrerenderer {
  return wrap.get()?.(pages) ?? pages;
}
