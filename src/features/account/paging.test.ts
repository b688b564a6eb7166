import { describe, expect, it } from 'vitest';
import { tablePage } from './paging.ts';

const rows = Array.from({ length: 45 }, (_, i) => i + 1);

describe('table pages of 20', () => {
  it('splits rows into pages with the last one partial', () => {
    expect(tablePage(rows, 1, 20).rows).toEqual(rows.slice(0, 20));
    expect(tablePage(rows, 3, 20)).toMatchObject({ number: 3, total: 3, rows: [41, 42, 43, 44, 45] });
  });

  it('clamps a page past the end (a search shrank the list) and below 1', () => {
    expect(tablePage(rows.slice(0, 5), 3, 20)).toMatchObject({ number: 1, total: 1, rows: rows.slice(0, 5) });
    expect(tablePage(rows, 0, 20).number).toBe(1);
  });

  it('has one empty page for no rows', () => {
    expect(tablePage([], 1, 20)).toEqual({ number: 1, total: 1, rows: [], slots: [1] });
  });

  it('shows a window of page buttons around the current page of a long list', () => {
    const many = Array.from({ length: 200 }, (_, i) => i);
    expect(tablePage(many, 5, 20).slots).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });
});
