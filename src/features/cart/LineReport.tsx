import type { BulkAddResult } from './bulk-add.store.ts';

/** How many lines went into the cart, and each line that did not go in as asked. */
export function LineReport({ result }: { result: BulkAddResult }) {
  return (
    <div role="status">
      <p>
        {result.added.length} {result.added.length === 1 ? 'line' : 'lines'} added to the cart.
      </p>
      {result.problems.length > 0 && (
        <ul aria-label="Lines not added as asked">
          {result.problems.map((problem, index) => (
            <li key={`${problem.sku}-${index}`}>
              <strong>{problem.sku}</strong>: {problem.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
