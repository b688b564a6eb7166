import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import type { StaticSite } from './serve.ts';
import type { SiteFiles } from './site-files.ts';

export type ReadyState = { ready: true } | { ready: false; reason: string };

/**
 * Whether the storefront serves the build of its current sources, which `/api/health` does not
 * say (that one answers whether the API can serve). Not ready until a publish has succeeded and the
 * site serves its build; a failed publish makes it not ready even while an earlier build still
 * answers every page, until a later publish succeeds. A publish that runs after a good one changes
 * nothing here: the live build is the current one until its successor is switched in.
 */
export class SiteReadiness {
  private readonly site: StaticSite;
  private state: ReadyState = { ready: false, reason: 'the site is being published' };

  constructor(site: StaticSite) {
    this.site = site;
  }

  current(): ReadyState {
    return this.state;
  }

  /** A publish's build, before it is switched in, as the site will serve it (see StaticSite.prepare). */
  prepare(files: SiteFiles): void {
    this.site.prepare(files);
  }

  /** A publish switched the site to its build (or the build present is served as it is). */
  published(): void {
    this.site.reload();
    this.state = this.site.ready ? { ready: true } : { ready: false, reason: 'no site is built' };
  }

  failed(error: string): void {
    this.state = { ready: false, reason: `the site was not published: ${error}` };
  }
}

/** `GET /api/ready`: 200 once the site serves the published build, 503 with the reason before. */
export function readinessRoutes(readiness: SiteReadiness): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    const state = readiness.current();
    return state.ready ? c.json({ ok: true }) : c.json({ ok: false, reason: state.reason }, 503);
  });
}
