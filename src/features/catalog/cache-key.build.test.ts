import { afterEach, describe, expect, it } from 'vitest';
import { buildGlobal } from './build-global.build.ts';
import { leaveCacheKeysEmpty, withCacheKeys } from './cache-key.build.ts';
import type { Catalog } from './catalog.ts';

const catalog = (menu: string) =>
  ({ categories: [{ name: menu }], solutions: [{ key: 'classroom', name: 'Classroom' }] }) as unknown as Catalog;

describe('cache keys of static paths', () => {
  afterEach(() => buildGlobal<boolean>('cache-keys-unread').set(false));

  it('are equal exactly when the props and the header data are', () => {
    const [a, b, c] = withCacheKeys(catalog('Audio'), [
      { params: { sku: 'A' }, props: { title: 'Splitter' } },
      { params: { sku: 'B' }, props: { title: 'Splitter' } },
      { params: { sku: 'C' }, props: { title: 'Switcher' } },
    ]);
    expect(a?.cacheKey).toBe(b?.cacheKey);
    expect(a?.cacheKey).not.toBe(c?.cacheKey);
    const [renamedMenu] = withCacheKeys(catalog('Audio & Video'), [
      { params: { sku: 'A' }, props: { title: 'Splitter' } },
    ]);
    expect(renamedMenu?.cacheKey).not.toBe(a?.cacheKey);
  });

  it('are left empty in a render thread, whose pages the main thread keys', () => {
    leaveCacheKeysEmpty();
    const routes = withCacheKeys(catalog('Audio'), [{ params: { sku: 'A' }, props: { title: 'Splitter' } }]);
    expect(routes).toEqual([{ params: { sku: 'A' }, props: { title: 'Splitter' }, cacheKey: '' }]);
  });
});
