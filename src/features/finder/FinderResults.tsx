import type { Solution } from './finder.ts';
import type { FinderState } from './finder.store.ts';
import { describeJob } from './job.ts';
import { KitActions } from './KitActions.tsx';

/** One kit: what it does in words, its products, what it misses, and what the visitor can do with it. */
function Kit({ kit, heading }: { kit: Solution; heading: string }) {
  return (
    <li className="finder-kit">
      <h3 className="finder-kit__reason">
        <span className="finder-kit__rank">{heading}</span> {kit.reason}
      </h3>
      {kit.misses.length > 0 && <p className="finder-kit__misses">Does not meet: {kit.misses.join('; ')}</p>}
      <ul className="finder-kit__lines">
        {kit.lines.map(({ entry, qty }) => (
          <li key={entry.sku}>
            {qty} × <a href={entry.path}>{entry.title}</a> <span className="finder-kit__sku">{entry.sku}</span>
          </li>
        ))}
      </ul>
      <KitActions kit={kit} />
    </li>
  );
}

/** The answer to the job: the solutions simplest first, or the nearest with what each does not meet. */
export function FinderResults({ state }: { state: FinderState }) {
  if (state.status === 'idle')
    return (
      <p className="finder-results__empty">
        State the job above: the source, the picture, how far, and how many sources and displays. The finder answers
        from the products’ own specifications.
      </p>
    );
  if (state.status === 'loading') return <p role="status">Finding solutions...</p>;
  if (state.status === 'failed')
    return <p role="alert">The finder could not load. Please check your connection and try again.</p>;
  const { answer, job } = state;
  const nothing = answer.solutions.length === 0;
  return (
    <section className="finder-results" aria-labelledby="finder-results-heading">
      <h2 id="finder-results-heading">
        {nothing ? 'Nothing meets every need' : 'Solutions'} for {describeJob(job)}
      </h2>
      {nothing && answer.nearest.length === 0 && (
        <p role="status">No product in the catalogue carries this signal. Send us an enquiry and we will help.</p>
      )}
      {nothing && answer.nearest.length > 0 && (
        <p role="status">These come nearest; each says what it does not meet.</p>
      )}
      <ol className="finder-results__list">
        {(nothing ? answer.nearest : answer.solutions).map((kit, index) => (
          <Kit
            key={kit.lines.map((line) => line.entry.sku).join('+')}
            kit={kit}
            heading={nothing ? 'Nearest:' : `${index + 1}.`}
          />
        ))}
      </ol>
    </section>
  );
}
