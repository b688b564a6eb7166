import { basename, join } from 'node:path';
import type { Db } from '../../../server/db/index.ts';
import { rollBackEditsAfter } from '../../../server/content/publish-drafts.ts';
import { securityEvent } from '../../../server/log.ts';
import { onWorkerThread } from '../build/worker-thread.ts';
import { liveBuild, switchTo, timeStamp, type BuildLayout } from './builds.ts';
import type { SiteFiles } from '../../../server/site/site-files.ts';
import { checkBuild } from './checks.ts';
import type { BuildChanges } from './build-changes.ts';
import { withBuildLock } from './lock.ts';
import { prepareServing } from './serving.ts';
import { reportHeads, writeReport, type PublishReport, type ReportHead } from './report.ts';

/** What a rollback reads of the kept build on a worker thread (see rollback-worker.ts). */
export interface KeptBuildRead {
  changes: BuildChanges;
  textFiles: string[];
}

export interface RollbackRequest {
  layout: BuildLayout;
  /** A kept build's folder. */
  buildDir: string;
  db: Db;
  /** Every price of the catalogue today. */
  prices: () => Promise<number[]>;
  trigger: string;
  by?: string;
  /** Given what the site will serve of the build, before it is switched in (see PublishOptions). */
  onServing?: (files: SiteFiles) => void;
}

/** The revision a kept build was made from, as the report of the publish that made it says. */
export function revisionOfBuild(reports: readonly ReportHead[], build: string): string | undefined {
  return reports.find((report) => report.build === build && report.ok && !report.unchanged && !report.rollback)
    ?.revision;
}

/**
 * Serves a kept build again once it passes the checks every publish makes, against today's prices
 * (every file: the build was checked against the prices of its day), under the build lock so no
 * publish switches meanwhile; the editors' changes published since go back with it (search follows).
 * Writes a report either way (who, from which build to which) and
 * answers it: `ok` false with the problems when the build failed and nothing changed.
 */
export async function rollbackTo(request: RollbackRequest): Promise<PublishReport> {
  const { layout, buildDir } = request;
  return withBuildLock(request.db, async () => {
    const startedAt = new Date();
    const live = liveBuild(layout);
    const serving = prepareServing(buildDir, request.onServing);
    const { changes, textFiles } = await onWorkerThread<KeptBuildRead>(
      new URL('./rollback-worker.ts', import.meta.url),
      { buildDir, live },
      'Reading the kept build',
    );
    const problems = await checkBuild({
      buildDir,
      pages: changes.pages.total,
      previousPages: undefined,
      filesToScan: textFiles,
      prices: await request.prices(),
    });
    await serving;
    const build = basename(buildDir);
    const revision = revisionOfBuild(reportHeads(layout.reportsDir), build);
    const report: PublishReport = {
      id: `${timeStamp(startedAt)}-rollback`,
      trigger: request.trigger,
      ...(request.by !== undefined && { by: request.by }),
      rollback: true,
      ...(revision !== undefined && { revision }),
      ok: problems.length === 0,
      startedAt: startedAt.toISOString(),
      finishedAt: '',
      problems,
      build,
      ...(live && { previous: basename(live) }),
      skus: changes.skus,
      pages: changes.pages,
      phasesMs: {},
    };
    if (problems.length > 0) {
      report.error = `${build} fails its checks; the live site is unchanged`;
    } else {
      switchTo(layout, join(layout.buildsDir, build));
      const editsUndone = await rollBackEditsAfter(request.db, build);
      securityEvent('publish switched', {
        build,
        previous: report.previous,
        trigger: request.trigger,
        by: request.by,
        editsUndone,
      });
    }
    report.finishedAt = new Date().toISOString();
    writeReport(layout.reportsDir, report);
    return report;
  });
}
