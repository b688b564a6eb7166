import { useState } from 'react';
import { tablePage } from './paging.ts';
import { filterRows } from './search.ts';
import type { SortKey } from './sort.ts';
import { useSort } from './use-sort.ts';

interface TableViewOptions<Row> {
  /** The fields the search box looks in. */
  searched: (row: Row) => ReadonlyArray<string | number | null | undefined>;
  /** Each column's sort value (undefined for a column that does not sort). */
  sortKeys: readonly (SortKey<Row> | undefined)[];
  pageSize: number;
}

/**
 * What an account table shows: its rows filtered by the search term, sorted by the chosen column,
 * then one page of them. A new search or a new order starts again from the first page.
 */
export function useTableView<Row>(rows: readonly Row[], { searched, sortKeys, pageSize }: TableViewOptions<Row>) {
  const [term, setTerm] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const { sorting, apply } = useSort(sortKeys, () => setPageNumber(1));
  const page = tablePage(apply(filterRows(rows, term, searched)), pageNumber, pageSize);
  const search = (value: string) => {
    setTerm(value);
    setPageNumber(1);
  };
  return { term, search, sorting, page, showPage: setPageNumber };
}
