import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort.ts';

interface Row {
  po: string | null;
  total: number;
}
const rows: Row[] = [
  { po: 'PO-10', total: 12 },
  { po: null, total: 3 },
  { po: 'po-9', total: 250 },
  { po: 'PO-100', total: 12 },
];

describe('sortRows', () => {
  it('orders numbers by value both ways, equal ones keeping their order', () => {
    expect(sortRows(rows, (row) => row.total, 'ascending').map((row) => row.po)).toEqual([
      null,
      'PO-10',
      'PO-100',
      'po-9',
    ]);
    expect(sortRows(rows, (row) => row.total, 'descending').map((row) => row.po)).toEqual([
      'po-9',
      'PO-10',
      'PO-100',
      null,
    ]);
  });

  it('orders text as a reader does, any case alike, missing values last either way', () => {
    expect(sortRows(rows, (row) => row.po, 'ascending').map((row) => row.po)).toEqual([
      'po-9',
      'PO-10',
      'PO-100',
      null,
    ]);
    expect(sortRows(rows, (row) => row.po, 'descending').map((row) => row.po)).toEqual([
      'PO-100',
      'PO-10',
      'po-9',
      null,
    ]);
  });

  it('leaves the rows given as they were', () => {
    const before = [...rows];
    sortRows(rows, (row) => row.total, 'descending');
    expect(rows).toEqual(before);
  });
});

describe('nextSort', () => {
  it('starts a column ascending and turns it around when pressed again', () => {
    expect(nextSort(null, 2)).toEqual({ column: 2, direction: 'ascending' });
    expect(nextSort({ column: 2, direction: 'ascending' }, 2)).toEqual({ column: 2, direction: 'descending' });
    expect(nextSort({ column: 2, direction: 'descending' }, 2)).toEqual({ column: 2, direction: 'ascending' });
    expect(nextSort({ column: 2, direction: 'descending' }, 0)).toEqual({ column: 0, direction: 'ascending' });
  });
});
