import { describe, expect, it } from 'vitest';
import { loadPageModulesOnce } from './page-modules.ts';

describe('loadPageModulesOnce', () => {
  it('loads each page module once and answers every later call with the same module', async () => {
    let loads = 0;
    const item = { page: () => 'item page' };
    const home = { page: () => 'home page' };
    const pageMap = new Map<string, () => Promise<unknown>>([
      ['src/pages/item/[sku].astro', () => Promise.resolve((loads++, item))],
      ['src/pages/index.astro', () => Promise.resolve(home)],
    ]);
    loadPageModulesOnce({ pageMap });
    const load = pageMap.get('src/pages/item/[sku].astro')!;
    const modules = await Promise.all([load(), load(), load()]);
    expect(loads).toBe(1);
    expect(modules).toEqual([item, item, item]);
    expect(await pageMap.get('src/pages/index.astro')!()).toBe(home);
  });

  it('leaves a manifest without page modules alone', () => {
    const manifest = {};
    loadPageModulesOnce(manifest);
    expect(manifest).toEqual({});
  });
});
