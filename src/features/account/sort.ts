/** How an account table is sorted: by one column, one way (the values of `aria-sort`). */
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: number;
  direction: SortDirection;
}

/** The value a row is sorted by in one column; missing values sort last either way. */
export type SortKey<Row> = (row: Row) => string | number | null | undefined;

// Made on the first sort, not when a table loads: a collator is costly to make.
let collator: Intl.Collator | undefined;

const isMissing = (value: string | number | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** Numbers by value, text as a reader orders it ("PO-9" before "PO-10"), any case alike. */
function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/** The rows sorted by `key`, as a new array; equal rows keep their order, missing values go last. */
export function sortRows<Row>(rows: readonly Row[], key: SortKey<Row>, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: key(row) }))
    .sort((a, b) => {
      if (isMissing(a.value) || isMissing(b.value)) {
        return Number(isMissing(a.value)) - Number(isMissing(b.value)) || a.index - b.index;
      }
      return sign * compare(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** A header pressed: the same column turns around, another starts ascending. */
export function nextSort(current: SortState | null, column: number): SortState {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}
