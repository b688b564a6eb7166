/**
 * A stable sort that pauses (`yield`) every `run` items or so, for lists too long to sort in one
 * turn of the event loop: runs are sorted, then merged in pairs. The order is exactly that of
 * `Array.prototype.sort` with the same comparison (which is stable too).
 */
export function* sortingInSteps<T>(
  list: readonly T[],
  compare: (a: T, b: T) => number,
  run = 1000,
): Generator<void, T[]> {
  let runs: T[][] = [];
  for (let start = 0; start < list.length; start += run) {
    runs.push(list.slice(start, start + run).sort(compare));
    yield;
  }
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let i = 0; i < runs.length; i += 2) {
      const [first = [], second] = [runs[i], runs[i + 1]];
      merged.push(second ? mergeRuns(first, second, compare) : first);
      yield;
    }
    runs = merged;
  }
  return runs[0] ?? [];
}

/** Two sorted runs as one; on a tie the item of the first run comes first (stability). */
function mergeRuns<T>(first: readonly T[], second: readonly T[], compare: (a: T, b: T) => number): T[] {
  const merged: T[] = [];
  let a = 0;
  let b = 0;
  while (a < first.length && b < second.length) {
    const [left, right] = [first[a] as T, second[b] as T];
    if (compare(right, left) < 0) {
      merged.push(right);
      b += 1;
    } else {
      merged.push(left);
      a += 1;
    }
  }
  for (; a < first.length; a += 1) merged.push(first[a] as T);
  for (; b < second.length; b += 1) merged.push(second[b] as T);
  return merged;
}
