import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import type { PublishingState, PublishRun } from '../../api/staff-publishing.ts';
import { Loader } from '../account/Loader.tsx';
import { BuildHistory } from './BuildHistory.tsx';
import { followPublish, fetchPublishing, publishNow, rollbackTo } from './publishing.api.ts';
import { progressText, rollbackMessage, runName, when, type RollbackAsked } from './publishing.ts';
import { PublishReport } from './PublishReport.tsx';
import { WaitingList } from './WaitingList.tsx';
import '../account/account.css';
import './publishing.css';

/** What anyone but staff sees: the site's not-found page, as the calls answer 404. */
function NotFound() {
  return (
    <div className="not-found">
      <h1>Page not found</h1>
      <p>Sorry, we could not find that page. It may have moved, or the address may be mistyped.</p>
    </div>
  );
}

function Progress({ run }: { run: PublishRun }) {
  return (
    <div className="publishing__progress">
      <p role="status">
        {runName(run)}: {progressText(run)}
      </p>
      {run.pagesTotal > 0 && (
        <progress max={run.pagesTotal} value={run.pagesRendered} aria-label="Pages rendered">
          {run.pagesRendered} of {run.pagesTotal}
        </progress>
      )}
      {run.followUpQueued && <p>Another publish follows, for the changes made meanwhile.</p>}
    </div>
  );
}

/** /staff/publishing: the live build, what waits, Publish now with its progress, reports and builds. */
export default function PublishingPage() {
  const [state, setState] = useState<PublishingState>();
  const [missing, setMissing] = useState(false);
  const [run, setRun] = useState<PublishRun | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // A rollback answers once started; its outcome is read from the state fetched after that.
  const asked = useRef<RollbackAsked>(undefined);

  const reload = useCallback(async () => {
    try {
      const next = await fetchPublishing();
      setState(next);
      setRun(next.running);
      const outcome = asked.current && rollbackMessage(next, asked.current);
      if (outcome) {
        asked.current = undefined;
        setMessage(outcome);
      }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 401)) setMissing(true);
      else setMessage('The publishing state could not be loaded. Please try again.');
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  // A running publish (also one found after a reload) is followed until it ends, then the page reloads its state.
  const following = run !== null;
  useEffect(() => {
    if (!following) return;
    const stop = new AbortController();
    followPublish(setRun, stop.signal).then(reload, () => {
      if (!stop.signal.aborted) setMessage('The progress was lost; reload the page to follow it again.');
    });
    return () => stop.abort();
  }, [following, reload]);

  async function act(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setMessage('');
    try {
      await action();
      setMessage(done);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues.map((issue) => issue.reason) : [];
      setMessage([error instanceof Error ? error.message : String(error), ...issues].join('\n'));
    } finally {
      setBusy(false);
      await reload();
    }
  }

  if (missing) return <NotFound />;
  if (!state) return message ? <p role="alert">{message}</p> : <Loader />;
  const live = state.builds.find((build) => build.live);
  const rollback = (build: string) => {
    if (!window.confirm(`Serve build ${build} again, once it passes the checks?`)) return;
    const before = state.reports[0]?.id;
    void act(async () => {
      await rollbackTo(build);
      asked.current = { build, before };
    }, '');
  };
  return (
    <div className="publishing">
      <h1>Publishing</h1>
      <section aria-labelledby="live-build">
        <h2 id="live-build">Live build</h2>
        {live ? (
          <p>
            <strong>{live.build}</strong>, made {when(live.at)} from catalogue revision {live.revision ?? 'unknown'},{' '}
            {live.pages ?? 'unknown'} pages. The catalogue is at revision {state.revision}.
          </p>
        ) : (
          <p>No build is live yet.</p>
        )}
      </section>
      <section aria-labelledby="waiting">
        <h2 id="waiting">Waiting to publish</h2>
        <WaitingList state={state} />
        <button type="button" className="button" disabled={busy} onClick={() => void act(publishNow, '')}>
          Publish now
        </button>
        {run && <Progress run={run} />}
        {message && (
          <p className="publishing__message" role="alert">
            {message}
          </p>
        )}
      </section>
      <section aria-labelledby="reports">
        <h2 id="reports">Reports</h2>
        {state.reports.length === 0 && <p>No publish yet.</p>}
        {state.reports.map((report) => (
          <PublishReport key={report.id} report={report} />
        ))}
      </section>
      <section aria-labelledby="history">
        <h2 id="history">Builds</h2>
        <BuildHistory builds={state.builds} busy={busy || run !== null} onRollback={rollback} />
      </section>
    </div>
  );
}
