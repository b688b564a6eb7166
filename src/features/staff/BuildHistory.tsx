import type { KeptBuild } from '../../api/staff-publishing.ts';
import { ScrollTable } from '../account/ScrollTable.tsx';
import { when, whoDid } from './publishing.ts';

const columns = ['Build', 'Made', 'By', 'Revision', 'Pages', ''] as const;

/** The kept builds, newest first, each but the live one with its rollback. */
export function BuildHistory({
  builds,
  busy,
  onRollback,
}: {
  builds: KeptBuild[];
  busy: boolean;
  onRollback: (build: string) => void;
}) {
  return (
    <ScrollTable label="Builds" columns={columns} rowCount={builds.length} empty="No builds yet.">
      {builds.map((build) => (
        <tr key={build.build}>
          <td>
            {build.build}
            {build.live && <strong> (live)</strong>}
          </td>
          <td>{when(build.at)}</td>
          <td>{whoDid(build)}</td>
          <td className="num">{build.revision ?? '–'}</td>
          <td className="num">{build.pages ?? '–'}</td>
          <td>
            {!build.live && (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                aria-label={`Roll back to build ${build.build}`}
                onClick={() => onRollback(build.build)}
              >
                Roll back to this build
              </button>
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
