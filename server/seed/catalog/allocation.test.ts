import { productsPerSubcategory, proportionalShares, uncategorisedCount } from './allocation.ts';

describe('sharing products among subcategories', () => {
  it('hands out exactly the total, in proportion to the weights', () => {
    expect(proportionalShares(10, [1, 1, 2])).toEqual([3, 2, 5]);
    expect(proportionalShares(7, [3, 3, 3]).reduce((a, b) => a + b, 0)).toBe(7);
  });

  it('gives every subcategory a product once there are enough to go round', () => {
    const shares = productsPerSubcategory(400, [12, 1, 1, 1, 3]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(400);
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
    expect(productsPerSubcategory(3, [1, 1, 1, 1])).toContain(0);
  });

  it('leaves a few products without a category, none in tiny catalogues', () => {
    expect(uncategorisedCount(10)).toBe(0);
    expect(uncategorisedCount(120)).toBe(1);
    expect(uncategorisedCount(400)).toBe(3);
  });
});
