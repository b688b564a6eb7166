import { slugify } from '../../../src/config/catalog.ts';
import { routingCategories } from './categories-routing.ts';
import { signalCategories } from './categories-signal.ts';
import type { CategoryDef, SubcategoryDef } from './taxonomy-types.ts';

export interface SeedSubcategory extends SubcategoryDef {
  id: number;
  slug: string;
  category: SeedCategory;
}

export interface SeedCategory extends Omit<CategoryDef, 'subcategories'> {
  id: number;
  subcategories: SeedSubcategory[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

/**
 * The twelve categories sorted by name with their subcategories sorted by name, numbered in that
 * order (category ids 1-12, subcategory ids from 1). Slugs follow the site's link rule.
 */
export function buildTaxonomy(): SeedCategory[] {
  let subcategoryId = 0;
  return [...signalCategories, ...routingCategories].sort(byName).map((def, index) => {
    const category: SeedCategory = { ...def, id: index + 1, subcategories: [] };
    category.subcategories = [...def.subcategories].sort(byName).map((sub) => ({
      ...sub,
      id: ++subcategoryId,
      slug: slugify(sub.name),
      category,
    }));
    return category;
  });
}
