import { buildChanges } from './build-changes.ts';

describe('buildChanges', () => {
  const live = { products: { A: '1', B: '1', C: '1' }, pages: ['/', '/item/A', '/item/B', '/item/C'] };

  it('reports skus and pages added, removed and changed since the live build, and the pages it rendered', () => {
    const current = {
      products: { A: '1', B: '2', D: '1' },
      pages: ['/', '/item/A', '/item/B', '/item/D'],
      rendered: ['/item/B', '/item/D'],
      notes: ['finder: D: no size'],
    };
    expect(buildChanges(current, live)).toEqual({
      skus: { added: ['D'], removed: ['C'], changed: ['B'] },
      pages: { total: 4, rendered: 2, reused: 2, added: ['/item/D'], removed: ['/item/C'] },
      notes: ['finder: D: no size'],
      previousPages: 4,
    });
  });

  it('counts every page rendered when the manifest does not say, and has no live page count on the first build', () => {
    expect(buildChanges(live, undefined)).toMatchObject({
      skus: { added: ['A', 'B', 'C'], removed: [], changed: [] },
      pages: { total: 4, rendered: 4, reused: 0 },
      notes: [],
      previousPages: undefined,
    });
  });
});
