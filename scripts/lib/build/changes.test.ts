import { describe, expect, it } from 'vitest';
import { compareBuilds, describeChanges } from './changes.ts';

const previous = { products: { A: '1', B: '1', C: '1' }, pages: ['/', '/item/A', '/item/B', '/item/C'] };
const current = { products: { A: '1', B: '2', D: '1' }, pages: ['/', '/item/A', '/item/B', '/item/D'] };

describe('change report', () => {
  it('lists products added, removed and changed, and pages added and removed', () => {
    expect(compareBuilds(previous, current)).toEqual({
      added: ['D'],
      removed: ['C'],
      changed: ['B'],
      pagesAdded: ['/item/D'],
      pagesRemoved: ['/item/C'],
    });
  });

  it('treats everything as added on a first build and says so', () => {
    expect(compareBuilds(undefined, current).added).toEqual(['A', 'B', 'D']);
    expect(describeChanges(compareBuilds(undefined, current), true)).toEqual([
      'first build: no previous build to compare with',
    ]);
  });

  it('shows counts with the first few skus', () => {
    const lines = describeChanges(compareBuilds(previous, current), false);
    expect(lines).toContain('products changed 1: B');
    expect(lines).toContain('products removed 1: C');
    const many = { products: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`S${i}`, '1'])), pages: [] };
    expect(describeChanges(compareBuilds({ products: {}, pages: [] }, many), false)[0]).toMatch(
      /^products added 12: S0, .*, … \(2 more\)$/,
    );
  });
});
