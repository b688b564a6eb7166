import { productCount } from '../../listing/listing.ts';

/**
 * What a category page's count line says before it is filtered: the page lists subcategory cards
 * (and its pages are pages of them), while its filters and sort reach the products they hold.
 */
export const categoryCount = (subcategories: number, products: number) =>
  `${subcategories} ${subcategories === 1 ? 'subcategory' : 'subcategories'} with ${productCount(products)}`;
