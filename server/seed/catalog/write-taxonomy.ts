import type { DatabaseSync } from 'node:sqlite';
import type { MediaStore } from './media-store.ts';
import { uploadsUrl } from './media-store.ts';
import { subcategoryDescription } from './descriptions.ts';
import { familyOf, productArtSvg } from './product-art.ts';
import type { SeedCategory } from './taxonomy.ts';

/** Inserts the categories and subcategories with their card images and texts. */
export function writeTaxonomy(db: DatabaseSync, taxonomy: SeedCategory[], store: MediaStore): void {
  const category = db.prepare(
    'INSERT INTO categories (id, name, slug, description, image, metadesc, metakeywords) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const subcategory =
    db.prepare(`INSERT INTO subcategories (id, category_id, name, slug, description, image, metadesc, metakeywords)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const cat of taxonomy) {
    const hue = cat.id * 30;
    const image = store.put(`categories/${cat.slug}.svg`, () =>
      productArtSvg(cat.name, familyOf(cat.slug, undefined), hue, 0, 4),
    );
    const keywords = cat.subcategories.map((sub) => sub.name).join(', ');
    category.run(cat.id, cat.name, cat.slug, cat.description, uploadsUrl(image.path), cat.description, keywords);
    cat.subcategories.forEach((sub, index) => {
      // Each tile its own colour and angle, so a page of them does not read as one repeated image.
      const tile = store.put(`categories/${cat.slug}/${sub.slug}.svg`, () =>
        productArtSvg(
          sub.name,
          familyOf(cat.slug, sub.slug),
          (hue + index * 23) % 360,
          index % 2 === 0 ? 0 : 1,
          2 + (index % 5),
        ),
      );
      // Every fourth subcategory has no meta description, so the site's fallback is exercised.
      const metadesc = sub.id % 4 === 0 ? null : `${sub.name} from the ${cat.name} range.`;
      subcategory.run(
        sub.id,
        cat.id,
        sub.name,
        sub.slug,
        subcategoryDescription(cat, sub),
        uploadsUrl(tile.path),
        metadesc,
        `${sub.name}, ${cat.name}, AV`,
      );
    });
  }
}
