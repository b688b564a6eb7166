import type { DatabaseSync } from 'node:sqlite';
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

/** Inserts the categories and subcategories with their card images and texts. */
export function writeTaxonomy(db: DatabaseSync, taxonomy: SeedCategory[], store: MediaStore): void {
  const category = db.prepare(
    'INSERT INTO categories (id, name, slug, description, image, metadesc, metakeywords) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const subcategory =
    db.prepare(`INSERT INTO subcategories (id, category_id, name, slug, description, image, metadesc, metakeywords)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const cat of taxonomy) {
    // The category shows its largest subcategory's product.
    const lead = [...cat.subcategories].sort((a, b) => b.weight - a.weight)[0];
    const image = lead ? uploadsUrl(subcategoryArt(lead, store)) : '';
    const keywords = cat.subcategories.map((sub) => sub.name).join(', ');
    category.run(cat.id, cat.name, cat.slug, cat.description, image, cat.description, keywords);
    for (const sub of cat.subcategories) {
      // Every fourth subcategory has no meta description, so the site's fallback is exercised.
      const metadesc = sub.id % 4 === 0 ? null : `${sub.name} from the ${cat.name} range.`;
      subcategory.run(
        sub.id,
        cat.id,
        sub.name,
        sub.slug,
        subcategoryDescription(cat, sub),
        uploadsUrl(subcategoryArt(sub, store)),
        metadesc,
        `${sub.name}, ${cat.name}, AV`,
      );
    }
  }
}
