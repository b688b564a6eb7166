import { compareBuilds, type BuildManifest } from '../build/changes.ts';
import { manifestFileFor, readManifest } from '../build/manifest.ts';
import type { PublishReport } from './report.ts';

/** What a publish's report and checks take of a build's manifest against the live build's. */
export interface BuildChanges extends Pick<PublishReport, 'skus' | 'pages'> {
  notes: string[];
  /** Pages of the live build; undefined when there is none. */
  previousPages: number | undefined;
}

/**
 * The manifests of the build in `buildDir` and of the live build. Tens of thousands of pages each:
 * read on the worker threads of a publish or a rollback, off the event loop of the server.
 */
export function readManifests(buildDir: string, live: string | undefined) {
  return {
    current: readManifest(manifestFileFor(buildDir)),
    previous: live === undefined ? undefined : readManifest(manifestFileFor(live)),
  };
}

/** Skus and pages added, removed and changed since the live build, pages rendered as the build's manifest says. */
export function buildChanges(current: BuildManifest, previous: BuildManifest | undefined): BuildChanges {
  const compared = compareBuilds(previous, current);
  const total = current.pages.length;
  const rendered = Math.min(current.rendered?.length ?? total, total);
  return {
    skus: { added: compared.added, removed: compared.removed, changed: compared.changed },
    pages: { total, rendered, reused: total - rendered, added: compared.pagesAdded, removed: compared.pagesRemoved },
    notes: current.notes ?? [],
    previousPages: previous?.pages.length,
  };
}
