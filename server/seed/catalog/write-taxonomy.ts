import type { Db } from '../../db/index.ts';
import { continueIdsAfterMax, insertRows } from '../insert-rows.ts';
import type { MediaStore } from './media-store.ts';
import { uploadsUrl } from './media-store.ts';
import { subcategoryDescription } from './descriptions.ts';
import { deviceSpecOf } from '../art/device-spec.ts';
import { productArtSvg } from '../art/product-art.ts';
import { fillTemplate } from './naming.ts';
import type { SeedCategory, SeedSubcategory } from './taxonomy.ts';

/** A subcategory's picture: its first product as the naming rules would make it. */
function subcategoryArt(sub: SeedSubcategory, store: MediaStore): string {
  const { category } = sub;
  const first = <T>(list: T[], fallback: T) => list[0] ?? fallback;
  const none = { label: '', code: '' };
  const variant = {
    sig: first(sub.signals ?? category.signals, none),
    res: first(category.grades, none),
    size: first(category.sizes, none),
  };
  const title = fillTemplate(sub.title, variant);
  const device = deviceSpecOf({
    categorySlug: category.slug,
    subSlug: sub.slug,
    title,
    signal: variant.sig.label,
    hue: category.id * 30,
  });
  return store.art.render('products', productArtSvg(device));
}

/** Inserts the categories and subcategories with their card images and texts, under the taxonomy's ids. */
export async function writeTaxonomy(db: Db, taxonomy: SeedCategory[], store: MediaStore): Promise<void> {
  const categories = taxonomy.map((cat) => {
    // The category shows its largest subcategory's product.
    const lead = [...cat.subcategories].sort((a, b) => b.weight - a.weight)[0];
    return {
      id: cat.id,
      name: cat.name,
      slug: cat.slug,
      description: cat.description,
      image: lead ? uploadsUrl(subcategoryArt(lead, store)) : '',
      metadesc: cat.description,
      metakeywords: cat.subcategories.map((sub) => sub.name).join(', '),
    };
  });
  const subcategories = taxonomy.flatMap((cat) =>
    cat.subcategories.map((sub) => ({
      id: sub.id,
      category_id: cat.id,
      name: sub.name,
      slug: sub.slug,
      description: subcategoryDescription(cat, sub),
      image: uploadsUrl(subcategoryArt(sub, store)),
      // Every fourth subcategory has no meta description, so the site's fallback is exercised.
      metadesc: sub.id % 4 === 0 ? null : `${sub.name} from the ${cat.name} range.`,
      metakeywords: `${sub.name}, ${cat.name}, AV`,
    })),
  );
  const texts = {
    name: 'text',
    slug: 'text',
    description: 'text',
    image: 'text',
    metadesc: 'text',
    metakeywords: 'text',
  } as const;
  await insertRows(db, 'categories', { id: 'integer', ...texts }, categories);
  await insertRows(db, 'subcategories', { id: 'integer', category_id: 'integer', ...texts }, subcategories);
  await continueIdsAfterMax(db, 'categories', 'id');
  await continueIdsAfterMax(db, 'subcategories', 'id');
}
