import type { SiteReadiness } from '../../../server/site/readiness.ts';
import type { SiteFiles } from '../../../server/site/site-files.ts';
import { failureMessage } from './failure-message.ts';
import { publishSite, type PublishOptions } from './publish.ts';
import type { PublishReport } from './report.ts';

/** Why a report's publish changed nothing on the site: its error, and the checks it failed. */
const failureOf = (report: PublishReport) =>
  [report.error ?? 'the publish failed', ...report.problems.slice(0, 3)].join('; ');

/**
 * A publish that tells the site's readiness how it ended: ready once its build is served, not
 * ready with its failure when it failed or stopped, whatever earlier build still answers pages.
 */
export function reportingReadiness(
  readiness: SiteReadiness,
  publish: (options: PublishOptions) => Promise<PublishReport> = publishSite,
): (options: PublishOptions) => Promise<PublishReport> {
  return async (options) => {
    let served = false;
    // The site serves the new build as soon as it is switched in, not after the oldest are deleted.
    const onLive = () => {
      served = true;
      readiness.published();
      options.onLive?.();
    };
    try {
      const onServing = (files: SiteFiles) => {
        readiness.prepare(files);
        options.onServing?.(files);
      };
      const report = await publish({ ...options, onServing, onLive });
      if (!report.ok) readiness.failed(failureOf(report));
      else if (!served) readiness.published();
      return report;
    } catch (error) {
      readiness.failed(failureMessage(error));
      throw error;
    }
  };
}
