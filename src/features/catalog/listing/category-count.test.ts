import { describe, expect, it } from 'vitest';
import { categoryCount } from './category-count.ts';

describe('the count line of a category page', () => {
  it('names the subcategories it lists and the products they hold', () => {
    expect(categoryCount(24, 77)).toBe('24 subcategories with 77 products');
    expect(categoryCount(1, 1)).toBe('1 subcategory with 1 product');
  });
});
