import * as z from 'zod/mini';
import { int, onFirstUse, text } from './rules.ts';

/** Publishing for staff: the live build, what waits, the running publish, reports and kept builds. */

export const staffPublishingPath = '/api/Staff/Publishing';
/**
 * The running publish as Server-Sent Events: `progress` with a PublishRun at each step, then `done`
 * with the newest report. A GET read with fetch, so it carries the bearer token.
 */
export const publishProgressPath = `${staffPublishingPath}/Progress`;

/** A kept build's folder name, `20261123T020840-079Z` (see scripts/lib/publish/builds.ts). */
export const buildName = z.string().check(z.regex(/^\d{8}T\d{6}-\d{3}Z(?:-\d+)?$/, 'Not a build name'));

/** The kinds of record a publish shows, with their pages. */
export const recordKind = z.enum(['product', 'blog', 'news', 'partner']);
export type RecordKind = z.infer<typeof recordKind>;

/**
 * A record changed since the live build (a product by sku, the others by id), or a draft saved in
 * the staff editor (`draft`; a record created there has a `new-…` id until it is published).
 */
export const waitingRecord = z.object({ kind: recordKind, id: text(), title: text(), draft: z.optional(z.boolean()) });
export type WaitingRecord = z.infer<typeof waitingRecord>;

/** The phase a running rollback reports (it has no pages): the publisher and the page both name it. */
export const rollbackPhase = 'rollback';

/** Where a running publish is: a build phase and its pages (see scripts/lib/build/build-events.ts), or the rollback phase. */
export const publishRun = z.object({
  trigger: text(),
  by: z.optional(text()),
  startedAt: text(),
  phase: text(),
  pagesRendered: int(),
  pagesTotal: int(),
  followUpQueued: z.boolean(),
});
export type PublishRun = z.infer<typeof publishRun>;

/** One publish (or rollback), as its report says. `problems` name the record and field each. */
export const publishReport = onFirstUse(() =>
  z.object({
    id: text(),
    trigger: text(),
    by: z.optional(text()),
    rollback: z.optional(z.boolean()),
    ok: z.boolean(),
    unchanged: z.optional(z.boolean()),
    startedAt: text(),
    finishedAt: text(),
    revision: z.optional(text()),
    error: z.optional(text(20_000)),
    problems: z.array(text(20_000)),
    build: z.optional(text()),
    previous: z.optional(text()),
    skus: z.object({ added: z.array(text()), removed: z.array(text()), changed: z.array(text()) }),
    pages: z.object({ total: int(), rendered: int(), reused: int() }),
  }),
);
export type PublishReportView = z.infer<typeof publishReport>;

/** A kept build: when it was made, from which revision, by whom, how many pages. */
export const keptBuild = z.object({
  build: buildName,
  live: z.boolean(),
  at: text(),
  revision: z.optional(text()),
  by: z.optional(text()),
  trigger: z.optional(text()),
  pages: z.optional(int()),
});
export type KeptBuild = z.infer<typeof keptBuild>;

export const publishingResponse = onFirstUse(() =>
  z.object({
    /** The catalogue's revision now. */
    revision: text(),
    waiting: z.array(waitingRecord),
    /** The catalogue changed beyond the records listed (categories, solutions, files), or the live build's revision is unknown. */
    otherChanges: z.boolean(),
    running: z.nullable(publishRun),
    builds: z.array(keptBuild),
    reports: z.array(publishReport),
  }),
);
export type PublishingState = z.infer<typeof publishingResponse>;

export const publishNowResponse = z.object({ build: z.enum(['started', 'queued', 'coalesced']) });
export const rollbackRequest = z.object({ build: buildName });
export const rollbackResponse = z.object({ build: buildName });
