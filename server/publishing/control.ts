import type { KeptBuild, PublishReportView, PublishRun } from '../../src/api/staff-publishing.ts';

/**
 * What asking for a rollback did: started it (its report says whether the build passed its checks
 * and is served), or refused it (an unknown build, a publish or rollback running).
 */
export type RollbackOutcome = { ok: true } | { ok: false; status: 404 | 409; reason: string };

/** The site's publishing, as the staff page drives it (the publisher of `npm start`; a test's own). */
export interface PublishingControl {
  /** Starts a publish, or merges into the one follow-up of the running one. */
  request(trigger: string, rebuild: boolean, by: string): 'started' | 'queued' | 'coalesced';
  running(): PublishRun | null;
  /** Kept builds, newest first, the live one marked. */
  builds(): KeptBuild[];
  /** The latest reports, newest first. */
  reports(): PublishReportView[];
  /** Calls `listener` on each change of the running publish; returns the unsubscribe. */
  watch(listener: () => void): () => void;
  rollback(build: string, by: string): RollbackOutcome;
}
