import { describe, expect, it } from 'vitest';
import { inFolder, matchesAny, namesMatchingNothing } from './chunk-names.ts';

const root = '/home/dev/storefront';

describe('chunk names', () => {
  it('name a module by its path from the project root, and a folder by its path with a slash', () => {
    const test = matchesAny(['src/features/notify/', 'src/features/session/media.ts']);
    expect(test(`${root}/src/features/notify/toaster.ts`)).toBe(true);
    expect(test(`${root}/src/features/session/media.ts`)).toBe(true);
    expect(test(`${root}/src/features/session/navigate.ts`)).toBe(false);
    expect(test(`${root}/src/features/notifying/toaster.ts`)).toBe(false);
  });

  it('do not take a package for another whose name it begins', () => {
    const test = matchesAny(['node_modules/react/']);
    expect(test(`${root}/node_modules/react/index.js`)).toBe(true);
    expect(test(`${root}/node_modules/react-dom/index.js`)).toBe(false);
  });

  it('read Windows paths', () => {
    expect(matchesAny(['src/api/calls/catalog.ts'])('C:\\storefront\\src\\api\\calls\\catalog.ts')).toBe(true);
  });

  it('prefix the names of one folder', () => {
    expect(inFolder('src/api/', ['account.ts', 'calls/account.ts'])).toEqual([
      'src/api/account.ts',
      'src/api/calls/account.ts',
    ]);
  });

  it('list the names that no module of a build answers to, such as a renamed module', () => {
    const built = [`${root}/src/features/cart/cart.store.ts`, `${root}/src/features/notify/notify.ts`];
    expect(
      namesMatchingNothing(
        ['src/features/cart/cart.store.ts', 'src/features/notify/', 'src/features/cart/basket.store.ts'],
        built,
      ),
    ).toEqual(['src/features/cart/basket.store.ts']);
  });
});
