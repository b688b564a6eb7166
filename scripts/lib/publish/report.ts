import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** What one publish did, kept as JSON beside the builds. */
export interface PublishReport {
  id: string;
  trigger: string;
  /** The staff user who asked for it (none for the command, the hook and the start). */
  by?: string;
  /** A rollback to `build` (nothing was built). */
  rollback?: boolean;
  /** The catalogue revision the build was made from (read before the pull: an edit meanwhile shows as waiting). */
  revision?: string;
  ok: boolean;
  /** Nothing changed since the live build (catalogue, code and settings): nothing was built. */
  unchanged?: boolean;
  startedAt: string;
  finishedAt: string;
  /** Why nothing changed on the site (failed pull, invalid record, failed check). */
  error?: string;
  problems: string[];
  /** What the build left out without failing (a product the finder cannot read, and why). */
  notes?: string[];
  /** The folder now served, and the one it replaced. */
  build?: string;
  previous?: string;
  skus: { added: string[]; removed: string[]; changed: string[] };
  pages: { total: number; rendered: number; reused: number; added: string[]; removed: string[] };
  phasesMs: Record<string, number>;
}

/** A publish's report before anything is known but who asked and from which revision. */
export function emptyReport(
  id: string,
  asked: { trigger: string; by?: string },
  startedAt: Date,
  revision: string,
): PublishReport {
  return {
    id,
    trigger: asked.trigger,
    ...(asked.by !== undefined && { by: asked.by }),
    revision,
    ok: false,
    startedAt: startedAt.toISOString(),
    finishedAt: '',
    problems: [],
    skus: { added: [], removed: [], changed: [] },
    pages: { total: 0, rendered: 0, reused: 0, added: [], removed: [] },
    phasesMs: {},
  };
}

/** Reports kept: the oldest beyond this many are deleted as each new one is written. */
export const KEEP_REPORTS = 200;

/** Report files, oldest first. Names start with the publish's start time; compared without `.json` so `…Z` sorts before `…Z-unchanged`. */
function reportFiles(reportsDir: string): string[] {
  if (!existsSync(reportsDir)) return [];
  return readdirSync(reportsDir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => a.slice(0, -5).localeCompare(b.slice(0, -5)));
}

/** Writes a report whole (a reader never sees half of one) and deletes the oldest beyond `keep`. */
export function writeReport(reportsDir: string, report: PublishReport, keep = KEEP_REPORTS): string {
  mkdirSync(reportsDir, { recursive: true });
  const file = join(reportsDir, `${report.id}.json`);
  writeFileSync(`${file}.partial`, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(`${file}.partial`, file);
  const files = reportFiles(reportsDir);
  for (const name of files.slice(0, Math.max(0, files.length - keep))) rmSync(join(reportsDir, name), { force: true });
  return file;
}

const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PublishReport;

/** What the list of kept builds reads of a report: who made which build, when, from which revision. */
export type ReportHead = Omit<PublishReport, 'skus' | 'problems' | 'notes' | 'phasesMs' | 'pages'> & {
  pages: Pick<PublishReport['pages'], 'total'>;
};

const headOf = ({
  skus: _skus,
  problems: _problems,
  notes: _notes,
  phasesMs: _phases,
  pages,
  ...head
}: PublishReport) => ({
  ...head,
  pages: { total: pages.total },
});

/**
 * What is read of report files, by file: a report runs to megabytes (every page a cold publish
 * added), and the staff page asks for them on each visit and each publish's end, which parsed
 * afresh would hold the server's every request. A report is written whole by a rename and never
 * changed, so a file of the same size and time is read once.
 */
function readsOfReports<T>(shape: (report: PublishReport) => T) {
  const read = new Map<string, { stamp: string; value: T }>();
  /** `shape` of each file (absolute paths of one folder), in their order; others of the folder are forgotten. */
  return (dir: string, files: readonly string[]): T[] => {
    const wanted = new Set(files);
    for (const file of read.keys()) if (dirname(file) === dir && !wanted.has(file)) read.delete(file);
    return files.map((file) => {
      const { mtimeMs, size } = statSync(file);
      const stamp = `${mtimeMs}:${size}`;
      const known = read.get(file);
      if (known?.stamp === stamp) return known.value;
      const value = shape(readReport(file));
      read.set(file, { stamp, value });
      return value;
    });
  };
}

const readHeads = readsOfReports(headOf);
const readWhole = readsOfReports((report) => report);

/** Absolute paths of the reports of `reportsDir`, newest first (the newest `count` when given). */
function newestFiles(reportsDir: string, count?: number): { dir: string; files: string[] } {
  const dir = resolve(reportsDir);
  const files = reportFiles(dir).map((name) => join(dir, name));
  return { dir, files: (count === undefined ? files : files.slice(-count)).reverse() };
}

/** The heads of every kept report, newest first. */
export function reportHeads(reportsDir: string): ReportHead[] {
  const { dir, files } = newestFiles(reportsDir);
  return readHeads(dir, files);
}

/** The newest reports, newest first: shared, not to be changed. */
export function latestReports(reportsDir: string, count: number): readonly Readonly<PublishReport>[] {
  const { dir, files } = newestFiles(reportsDir, count);
  return readWhole(dir, files);
}

const list = (items: readonly string[], max = 8) =>
  items.length === 0
    ? ''
    : `: ${items.slice(0, max).join(', ')}${items.length > max ? ` … (+${items.length - max})` : ''}`;

/** The report as terminal lines. */
export function describeReport(report: PublishReport): string[] {
  const phases = Object.entries(report.phasesMs)
    .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
  const head = report.unchanged
    ? `nothing changed since ${report.build}: nothing to render`
    : report.ok
      ? `published ${report.build}`
      : `publish failed, the live site is unchanged`;
  return [
    head,
    ...(report.error ? [`why: ${report.error}`] : []),
    ...report.problems.map((problem) => `check: ${problem}`),
    ...(report.notes ?? []).map((note) => `note: ${note}`),
    `skus added ${report.skus.added.length}${list(report.skus.added)}`,
    `skus removed ${report.skus.removed.length}${list(report.skus.removed)}`,
    `skus changed ${report.skus.changed.length}${list(report.skus.changed)}`,
    `pages ${report.pages.total}: rendered ${report.pages.rendered}, reused ${report.pages.reused}`,
    `pages added ${report.pages.added.length}${list(report.pages.added)}`,
    `pages removed ${report.pages.removed.length}${list(report.pages.removed)}`,
    `time: ${phases}`,
  ];
}
