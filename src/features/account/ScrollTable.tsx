import { useEffect, useRef, useState, type ReactNode } from 'react';
import { noOverflow, watchOverflow } from '../../components/ui/overflow.ts';
import { limits } from '../../config/limits.ts';

interface ScrollTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  children: ReactNode;
  /** Shown in place of the rows when there are none. */
  empty?: string;
  rowCount: number;
}

/**
 * A wide account table that scrolls sideways inside its own box, never the page. Left and right
 * buttons move it 100 px; they show only while the table is wider than its box.
 */
export function ScrollTable({ label, columns, children, empty = 'No records found.', rowCount }: ScrollTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(noOverflow);
  useEffect(() => (scroller.current ? watchOverflow(scroller.current, setOverflow) : undefined), []);
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
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
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
