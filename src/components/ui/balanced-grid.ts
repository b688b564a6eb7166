/** Empty cells in the last row; a lone card in a wider row counts as the worst. */
function gap(count: number, columns: number): number {
  const last = count % columns;
  return last === 1 && columns > 1 ? columns * 2 : (columns - last) % columns;
}

/**
 * The column count that fills the last row best: of `max` down to half of it, the count that
 * leaves no lone card and the fewest empty cells, the wider one on a tie. 8 cards, up to 6 a row: 4 + 4, not
 * 6 + 2; 10 up to 6: 5 + 5; 5 up to 4: 3 + 2; 10 up to 3: 2 a row, not 3 + 3 + 3 + 1.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= 0 || max <= 1) return 1;
  if (count <= max) return count;
  let best = max;
  for (let columns = max; columns >= Math.ceil(max / 2); columns--) {
    if (gap(count, columns) < gap(count, best)) best = columns;
  }
  return best;
}

/** The inline style that hands the count to `.balanced-grid` (global.css). */
export const balancedStyle = (count: number, max: number) => `--cols: ${balancedColumns(count, max)}`;
