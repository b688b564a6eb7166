import { describe, expect, it } from 'vitest';
import { dataDigest, listingDataKey, productDigest, withCacheKeys } from './cache-key.build.ts';
import type { Catalog, Product } from '../../lib/catalog-types.ts';

const catalog = (menu: string) =>
  ({ categories: [{ name: menu }], solutions: [{ key: 'classroom', name: 'Classroom' }] }) as unknown as Catalog;

describe('cache keys of static paths', () => {
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

  it("key an item page on its product's digest as the pull made it", () => {
    const product = { sku: 'AV-1', title: 'Splitter' } as unknown as Product;
    const pulled = { ...catalog('Audio'), productDigests: new Map([['AV-1', dataDigest(product)]]) };
    const key = (of: Catalog) =>
      withCacheKeys(of, [{ params: { sku: 'AV-1' }, props: { product } }], (route) =>
        productDigest(of, route.props.product),
      )[0]?.cacheKey;
    expect(productDigest(pulled, product)).toBe(dataDigest(product));
    const renamed = { ...pulled, productDigests: new Map([['AV-1', dataDigest({ ...product, title: 'Switcher' })]]) };
    expect(key(renamed)).not.toBe(key(pulled));
    expect(key({ ...pulled })).toBe(key(pulled));
  });

  it('key a listing page on what it shows, and on the category menu through the header data', () => {
    const route = (of: Catalog, title: string) => ({
      params: { page: undefined },
      props: { page: { number: 1, items: [{ sku: 'AV-1', title }] }, categories: of.categories },
    });
    const key = (of: Catalog, title: string) => withCacheKeys(of, [route(of, title)], listingDataKey)[0]?.cacheKey;
    const audio = catalog('Audio');
    expect(key(audio, 'Splitter')).toBe(key(catalog('Audio'), 'Splitter'));
    expect(key(audio, 'Switcher')).not.toBe(key(audio, 'Splitter'));
    expect(key(catalog('Audio & Video'), 'Splitter')).not.toBe(key(audio, 'Splitter'));
  });
});
