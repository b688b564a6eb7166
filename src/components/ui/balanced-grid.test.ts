import { balancedColumns } from './balanced-grid.ts';

describe('balancedColumns', () => {
  it.each([
    [8, 6, 4],
    [10, 6, 5],
    [10, 5, 5],
    [5, 4, 3],
    [4, 4, 4],
    [3, 6, 3],
    [7, 4, 4],
    [10, 3, 2],
    [31, 6, 4],
  ])('%i cards, up to %i a row: %i columns', (count, max, columns) => {
    expect(balancedColumns(count, max)).toBe(columns);
  });

  it('leaves no lone card in the last row unless every allowed width would (up to 60 cards)', () => {
    for (const max of [3, 4, 5, 6]) {
      const widths = Array.from({ length: max - Math.ceil(max / 2) + 1 }, (_, i) => max - i);
      for (let count = max + 1; count <= 60; count++) {
        const columns = balancedColumns(count, max);
        const avoidable = widths.some((width) => count % width !== 1);
        expect(columns).toBeLessThanOrEqual(max);
        if (avoidable) expect(count % columns, `${count} cards, ${columns} a row`).not.toBe(1);
      }
    }
  });

  it('falls back to one column for no cards', () => {
    expect(balancedColumns(0, 6)).toBe(1);
  });
});
