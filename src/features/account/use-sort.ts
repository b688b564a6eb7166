import { useState } from 'react';
import { nextSort, sortRows, type SortKey, type SortState } from './sort.ts';

/** What a table's header needs to sort: the state, which columns sort, and what a press does. */
export interface TableSorting {
  state: SortState | null;
  sortable: readonly boolean[];
  onSort: (column: number) => void;
}

/**
 * Sorting of one account table: `keys` holds each column's sort value (undefined for a column of
 * buttons); `apply` sorts rows by the chosen column; `sorting` goes to the table's header.
 */
export function useSort<Row>(keys: readonly (SortKey<Row> | undefined)[], onChange?: () => void) {
  const [state, setState] = useState<SortState | null>(null);
  const key = state ? keys[state.column] : undefined;
  const sorting: TableSorting = {
    state,
    sortable: keys.map(Boolean),
    onSort: (column) => {
      setState((current) => nextSort(current, column));
      onChange?.();
    },
  };
  const apply = (rows: readonly Row[]): readonly Row[] => (state && key ? sortRows(rows, key, state.direction) : rows);
  return { sorting, apply };
}
