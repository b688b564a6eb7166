import { basename } from 'node:path';
import type { PublishingControl, RollbackOutcome } from '../../../server/publishing/control.ts';
import type { KeptBuild, PublishReportView } from '../../../src/api/staff-publishing.ts';
import { buildLayout, listBuilds, liveBuild } from './builds.ts';
import type { Publisher } from './publisher.ts';
import { latestReports, reportHeads, type PublishReport } from './report.ts';
import { revisionOfBuild, rollbackTo, type RollbackRequest } from './rollback.ts';

/** Reports the staff page shows. */
const REPORTS_SHOWN = 10;

const view = (report: PublishReport): PublishReportView => {
  const { phasesMs: _phases, notes: _notes, pages, ...rest } = report;
  return { ...rest, pages: { total: pages.total, rendered: pages.rendered, reused: pages.reused } };
};

/** Kept builds, newest first: when each was made, from which revision, by whom, its pages. */
function keptBuilds(outDir: string): KeptBuild[] {
  const layout = buildLayout(outDir);
  const live = liveBuild(layout);
  const reports = reportHeads(layout.reportsDir);
  return listBuilds(layout)
    .reverse()
    .map((dir) => {
      const build = basename(dir);
      const made = reports.find(
        (report) => report.build === build && report.ok && !report.unchanged && !report.rollback,
      );
      const revision = revisionOfBuild(reports, build);
      return {
        build,
        live: dir === live,
        at: made?.finishedAt ?? '',
        ...(revision !== undefined && { revision }),
        ...(made?.by !== undefined && { by: made.by }),
        ...(made && { trigger: made.trigger, pages: made.pages.total }),
      };
    });
}

/** The staff page's view of `npm start`'s publisher, with rollbacks to any kept build. */
export function publishingControl(
  publisher: Publisher,
  options: Pick<RollbackRequest, 'db' | 'prices' | 'onServing'> & { outDir: string },
): PublishingControl {
  const { outDir, ...request } = options;
  const layout = buildLayout(outDir);
  return {
    request: (trigger, rebuild, by) => publisher.request(trigger, rebuild, by),
    running() {
      const status = publisher.activity();
      if (!status.building || status.trigger === undefined || status.startedAt === undefined) return null;
      return {
        trigger: status.trigger,
        ...(status.by !== undefined && { by: status.by }),
        startedAt: status.startedAt,
        phase: status.progress?.phase ?? 'start-up',
        pagesRendered: status.progress?.pagesRendered ?? 0,
        pagesTotal: status.progress?.pagesTotal ?? 0,
        followUpQueued: status.followUpQueued,
      };
    },
    builds: () => keptBuilds(outDir),
    reports: () => latestReports(layout.reportsDir, REPORTS_SHOWN).map(view),
    watch: (listener) => publisher.watch(listener),
    rollback(build, by): RollbackOutcome {
      const dir = listBuilds(layout).find((kept) => basename(kept) === build);
      if (dir === undefined) return { ok: false, status: 404, reason: `No kept build ${build}` };
      const started = publisher.rollBack('staff', by, () =>
        rollbackTo({ ...request, layout, buildDir: dir, trigger: 'staff', by }),
      );
      return started
        ? { ok: true }
        : { ok: false, status: 409, reason: 'A publish or a rollback is running: roll back once it has finished' };
    },
  };
}
