import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { noOverflow, readOverflow, watchOverflow } from '../../components/ui/overflow.ts';
import { limits } from '../../config/limits.ts';
import type { TableSorting } from './use-sort.ts';

interface ScrollTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  children: ReactNode;
  /** Shown in place of the rows when there are none. */
  empty?: string;
  rowCount: number;
  /** Sorting by the header's buttons (see use-sort.ts); without it the header is plain text. */
  sorting?: TableSorting;
}

/** A column's header: a button that sorts by it (click, Enter or Space), its order told by aria-sort. */
function ColumnHeader({
  column,
  index,
  sorting,
}: {
  column: string;
  index: number;
  sorting?: TableSorting | undefined;
}) {
  if (!sorting?.sortable[index]) return <th scope="col">{column}</th>;
  const direction = sorting.state?.column === index ? sorting.state.direction : undefined;
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="account-table__sort" onClick={() => sorting.onSort(index)}>
        {column}
        <span aria-hidden="true" className="account-table__sort-mark" data-direction={direction ?? 'none'} />
      </button>
    </th>
  );
}

/**
 * A wide account table that scrolls sideways inside its own box, never the page. Left and right
 * buttons move it 100 px; they show only while the table is wider than its box.
 */
export function ScrollTable({
  label,
  columns,
  children,
  empty = 'No records found.',
  rowCount,
  sorting,
}: ScrollTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(noOverflow);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    // Read once before the first paint: the buttons show with the table instead of pushing it down
    // a frame later; the observer reports every later change.
    setOverflow(readOverflow(element));
    return watchOverflow(element, setOverflow);
  }, []);
  const scrollBy = (left: number) => scroller.current?.scrollBy({ left, behavior: 'smooth' });
  return (
    <div className="account-table">
      <div className="account-table__scroll-buttons" hidden={!overflow.overflows}>
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={overflow.atStart}
          onClick={() => scrollBy(-limits.tableScrollStepPx)}
        >
          <span aria-hidden="true">‹</span> Scroll left
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={overflow.atEnd}
          onClick={() => scrollBy(limits.tableScrollStepPx)}
        >
          Scroll right <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="account-table__scroller" ref={scroller} tabIndex={0} role="region" aria-label={label}>
        <table>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <ColumnHeader key={column} column={column} index={index} sorting={sorting} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rowCount === 0 ? (
              <tr>
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            ) : (
              children
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
