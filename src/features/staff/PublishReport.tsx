import type { PublishReportView } from '../../api/staff-publishing.ts';
import { itemPath } from '../../lib/paths.ts';
import { KIND_NAMES, recordPath, reportHeadline, reportProblems, when, whoDid } from './publishing.ts';

function Skus({ label, skus }: { label: string; skus: readonly string[] }) {
  return (
    <li>
      {label}: {skus.length}
      {skus.length > 0 && ' — '}
      {skus.slice(0, 20).map((sku, index) => (
        <span key={sku}>
          {index > 0 && ', '}
          <a href={itemPath(sku)}>{sku}</a>
        </span>
      ))}
      {skus.length > 20 && ` and ${skus.length - 20} more`}
    </li>
  );
}

function Problems({ report }: { report: PublishReportView }) {
  const problems = reportProblems(report);
  if (problems.length === 0) return null;
  return (
    <ul className="publishing__problems" aria-label="Problems">
      {problems.map((problem, index) =>
        typeof problem === 'string' ? (
          <li key={index}>{problem}</li>
        ) : (
          <li key={index}>
            <a href={recordPath(problem.kind, problem.id)}>
              {KIND_NAMES[problem.kind][0]} {problem.id}
            </a>
            , field <strong>{problem.field}</strong>: {problem.text}
          </li>
        ),
      )}
    </ul>
  );
}

/** One publish or rollback: what changed, what was rendered and reused, what was refused, and who. */
export function PublishReport({ report }: { report: PublishReportView }) {
  return (
    <article className="publishing__report" aria-label={`Report ${report.id}`}>
      <h3 className={report.ok ? '' : 'publishing__failed'}>{reportHeadline(report)}</h3>
      <p>
        {when(report.finishedAt || report.startedAt)} by {whoDid(report)}
        {report.revision && `, catalogue revision ${report.revision}`}
      </p>
      <Problems report={report} />
      {!report.unchanged && (
        <ul>
          <Skus label="Products added" skus={report.skus.added} />
          <Skus label="Products removed" skus={report.skus.removed} />
          <Skus label="Products changed" skus={report.skus.changed} />
          <li>
            Pages: {report.pages.total}, rendered {report.pages.rendered}, reused {report.pages.reused}
          </li>
        </ul>
      )}
    </article>
  );
}
