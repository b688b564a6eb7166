import { describe, expect, it } from 'vitest';
import { sortingInSteps } from './sort-in-steps.ts';

/** Runs the sort to its end, counting its pauses. */
function sortAll<T>(list: readonly T[], compare: (a: T, b: T) => number, run: number) {
  const steps = sortingInSteps(list, compare, run);
  let pauses = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { sorted: step.value, pauses };
    pauses += 1;
  }
}

describe('sorting a long list a step at a time', () => {
  it('gives the order of a stable sort, ties kept in their place', () => {
    const list = Array.from({ length: 1037 }, (_, i) => ({ key: (i * 7919) % 97, place: i }));
    const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
    const { sorted, pauses } = sortAll(list, byKey, 50);
    expect(sorted).toEqual([...list].sort(byKey));
    // 21 runs sorted, then 11 + 6 + 3 + 2 + 1 merges: never the whole list in one step.
    expect(pauses).toBe(44);
  });

  it('sorts an empty list and a list shorter than a run', () => {
    expect(sortAll([], (a: number, b: number) => a - b, 10).sorted).toEqual([]);
    expect(sortAll([3, 1, 2], (a, b) => a - b, 10).sorted).toEqual([1, 2, 3]);
  });
});
