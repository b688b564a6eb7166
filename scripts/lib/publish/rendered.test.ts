import { reusedFiles } from './rendered.ts';

const manifest = (keys: Record<string, string>, dependencyHash = 'd1', configHash = 'c1') => ({
  configHash,
  lockfileHash: 'l1',
  routes: {
    'src/pages/item/[sku].astro': {
      dependencyHash,
      paths: Object.fromEntries(
        Object.entries(keys).map(([path, cacheKey]) => [path, { cacheKey, outputFile: `${path.slice(1)}/index.html` }]),
      ),
    },
  },
});

describe('reusedFiles', () => {
  it('counts as reused only pages whose key and code are unchanged', () => {
    const before = manifest({ '/item/a': 'k1', '/item/b': 'k2' });
    const after = manifest({ '/item/a': 'k1', '/item/b': 'k3', '/item/c': 'k4' });
    expect([...reusedFiles(before, after)]).toEqual(['item/a/index.html']);
  });

  it('counts nothing as reused when the template code or the configuration changed', () => {
    const before = manifest({ '/item/a': 'k1' });
    expect(reusedFiles(before, manifest({ '/item/a': 'k1' }, 'd2')).size).toBe(0);
    expect(reusedFiles(before, manifest({ '/item/a': 'k1' }, 'd1', 'c2')).size).toBe(0);
    expect(reusedFiles(undefined, before).size).toBe(0);
  });
});
