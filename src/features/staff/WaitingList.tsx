import type { PublishingState, RecordKind } from '../../api/staff-publishing.ts';
import { KIND_NAMES, recordPath } from './publishing.ts';

const KINDS: readonly RecordKind[] = ['product', 'blog', 'news', 'partner'];

/** Drafts and records changed since the live build, by kind, each linked to its page. */
export function WaitingList({ state }: { state: PublishingState }) {
  const kinds = KINDS.map((kind) => [kind, state.waiting.filter((record) => record.kind === kind)] as const).filter(
    ([, records]) => records.length > 0,
  );
  if (kinds.length === 0 && !state.otherChanges) return <p>Nothing is waiting: the live build shows the catalogue.</p>;
  return (
    <>
      {kinds.map(([kind, records]) => (
        <section key={kind} aria-label={`Waiting ${KIND_NAMES[kind][1]}`}>
          <h3>
            {KIND_NAMES[kind][1]} ({records.length})
          </h3>
          <ul>
            {records.map((record) => (
              <li key={`${record.id}${record.draft ? ' draft' : ''}`}>
                <a href={record.id.startsWith('new-') ? '/staff/content' : recordPath(kind, record.id, record.title)}>
                  {record.title || `(no title) ${record.id}`}
                </a>
                {kind === 'product' && ` (${record.id})`}
                {record.draft && ' (draft)'}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {state.otherChanges && <p>Other parts of the catalogue changed too (categories, solutions or files).</p>}
    </>
  );
}
