import { describe, expect, it } from 'vitest';
import { toCategories } from './adapters.ts';
import { menuColumns } from './menu.ts';

const menu = [
  { category: 'Switchers', path: '/switchers', categoryId: 12, subcategory: [] },
  {
    category: 'Cables',
    path: '/cables',
    categoryId: 2,
    subcategory: [
      { name: 'Wall Plates', path: '/cables/wall-plates', SubcategoryId: 9 },
      { name: 'HDMI', path: '/cables/hdmi', SubcategoryId: 8 },
      { name: 'DisplayPort', path: '/cables/displayport', SubcategoryId: 7 },
    ],
  },
  { category: 'Audio', path: '/audio', categoryId: 1, subcategory: [] },
  { category: 'Flex Matrix Pro', path: '/flex-matrix-pro', categoryId: 7, subcategory: [] },
  { category: 'NetworkAV', path: '/networkav', categoryId: 9, subcategory: [] },
];

describe('products menu', () => {
  const categories = toCategories(menu);

  it('sorts categories and subcategories by name', () => {
    expect(categories.map((c) => c.name)).toEqual(['Audio', 'Cables', 'Flex Matrix Pro', 'NetworkAV', 'Switchers']);
    expect(categories[1]?.subcategories.map((s) => s.name)).toEqual(['DisplayPort', 'HDMI', 'Wall Plates']);
  });

  it('links categories and subcategories by lowercase hyphenated slug', () => {
    expect(categories.map((c) => c.path)).toEqual([
      '/audio',
      '/cables',
      '/flex-matrix-pro',
      '/networkav',
      '/switchers',
    ]);
    expect(categories[1]?.subcategories.map((s) => s.path)).toEqual([
      '/cables/displayport',
      '/cables/hdmi',
      '/cables/wall-plates',
    ]);
  });

  it('puts three categories in each column', () => {
    expect(menuColumns(categories).map((column) => column.map((c) => c.slug))).toEqual([
      ['audio', 'cables', 'flex-matrix-pro'],
      ['networkav', 'switchers'],
    ]);
    expect(menuColumns([], 3)).toEqual([]);
  });
});
