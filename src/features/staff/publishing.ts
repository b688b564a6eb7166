import {
  rollbackPhase,
  type KeptBuild,
  type PublishingState,
  type PublishReportView,
  type PublishRun,
  type RecordKind,
} from '../../api/staff-publishing.ts';
import { itemPath } from '../../lib/paths.ts';
import { blogPostPath, newsArticlePath } from '../content/content.ts';

/** What each kind of record is called on the page, one and many. */
export const KIND_NAMES: Readonly<Record<RecordKind, readonly [string, string]>> = {
  product: ['product', 'Products'],
  blog: ['blog post', 'Blog posts'],
  news: ['news item', 'News'],
  partner: ['partner', 'Partners'],
};

/** The public page of a record. */
export function recordPath(kind: RecordKind, id: string, title = ''): string {
  if (kind === 'product') return itemPath(id);
  if (kind === 'blog') return blogPostPath(Number(id), title);
  if (kind === 'news') return newsArticlePath(Number(id));
  return '/partners';
}

/** The phases of a publish in words (see scripts/lib/build/build-events.ts). */
const PHASES: Readonly<Record<string, string>> = {
  'start-up': 'Starting the build',
  bundle: 'Bundling the site’s code',
  pull: 'Reading the catalogue',
  render: 'Rendering pages',
  finish: 'Checking the new build and switching to it',
  [rollbackPhase]: 'Checking the earlier build against today’s prices, then serving it',
};

/** What runs, in a word: a publish, or a rollback (which has no pages to count). */
export const runName = (run: Pick<PublishRun, 'phase'>) =>
  run.phase === rollbackPhase ? 'Rolling back' : 'Publishing';

/** The running publish in one line: its phase, and its pages once rendering has begun. */
export function progressText(run: Pick<PublishRun, 'phase' | 'pagesRendered' | 'pagesTotal'>): string {
  const phase = PHASES[run.phase] ?? run.phase;
  return run.pagesTotal > 0 ? `${phase}: ${run.pagesRendered} of ${run.pagesTotal} pages` : `${phase}…`;
}

/** A refused record as a publish names it: `GetItemDetails sku AV-1: title is empty`. */
export interface RecordProblem {
  kind: RecordKind;
  id: string;
  field: string;
  text: string;
}

const RECORD_CALLS: ReadonlyArray<[RegExp, RecordKind]> = [
  [/^GetItemDetails? sku (\S+): (\S+)/, 'product'],
  [/^GetBlogDetail id (\d+): (\S+)/, 'blog'],
  [/^GetNewsDetails id (\d+): (\S+)/, 'news'],
  [/^GetPartners (\S+): (\S+)/, 'partner'],
];

/** Each line of a report's error and problems, with the record and field it names when it names one. */
export function reportProblems(report: Pick<PublishReportView, 'error' | 'problems'>): Array<RecordProblem | string> {
  const lines = [...(report.error ?? '').split('\n'), ...report.problems]
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .filter(Boolean);
  return lines.map((text) => {
    for (const [pattern, kind] of RECORD_CALLS) {
      const match = pattern.exec(text);
      if (match) return { kind, id: match[1] ?? '', field: match[2] ?? '', text };
    }
    return text;
  });
}

/** What a report says happened, in a few words. */
export function reportHeadline(report: PublishReportView): string {
  if (report.rollback)
    return report.ok
      ? `Rolled back to ${report.build}`
      : `Roll back to ${report.build} refused: the live site is unchanged`;
  if (report.unchanged) return 'Nothing had changed: nothing was rendered';
  return report.ok ? `Published ${report.build}` : 'Publish failed: the live site is unchanged';
}

/** A rollback the page asked for: of which build, and the newest report before it (if any). */
export interface RollbackAsked {
  build: string;
  before: string | undefined;
}

/**
 * What the page says of a rollback it asked for, read from a publishing state fetched after the
 * request: its report's outcome once written (the newest reports come first; `before` marks where
 * the older ones begin), nothing while something still runs, else that it ended without one.
 */
export function rollbackMessage(
  state: Pick<PublishingState, 'running' | 'reports'>,
  asked: RollbackAsked,
): string | undefined {
  const end = state.reports.findIndex((report) => report.id === asked.before);
  const newer = end === -1 ? state.reports : state.reports.slice(0, end);
  const report = newer.find((item) => item.rollback && item.build === asked.build);
  if (report)
    return report.ok
      ? `Rolled back: build ${asked.build} is live.`
      : [reportHeadline(report), ...report.problems].join('\n');
  return state.running
    ? undefined
    : `The rollback to ${asked.build} stopped before it could report: the live build is as listed below.`;
}

/** Who started it: a staff user, or the automation that did. */
export function whoDid(item: Pick<KeptBuild, 'by' | 'trigger'>): string {
  if (item.by) return item.by;
  if (item.trigger === 'hook') return 'the rebuild hook';
  if (item.trigger === 'start') return 'the server at start';
  return item.trigger ?? 'unknown';
}

/** A time of the report or build as the staff user's clock shows it. */
export const when = (iso: string) => (iso ? new Date(iso).toLocaleString('en-US') : 'unknown');
