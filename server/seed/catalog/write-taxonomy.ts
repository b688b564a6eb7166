import type { DatabaseSync } from 'node:sqlite';
import type { MediaStore } from './media-store.ts';
import { uploadsUrl } from './media-store.ts';
import { bannerSvg } from './svg.ts';
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
    const image = store.put(`categories/${cat.slug}.svg`, () => bannerSvg(cat.name, cat.description, hue, 800, 400));
    const keywords = cat.subcategories.map((sub) => sub.name).join(', ');
    category.run(cat.id, cat.name, cat.slug, cat.description, uploadsUrl(image.path), cat.description, keywords);
    for (const sub of cat.subcategories) {
      const tile = store.put(`categories/${cat.slug}/${sub.slug}.svg`, () =>
        bannerSvg(sub.name, cat.name, hue, 400, 300),
      );
      // Every fourth subcategory has no meta description, so the site's fallback is exercised.
      const metadesc = sub.id % 4 === 0 ? null : `${sub.name} from the ${cat.name} range.`;
      subcategory.run(
        sub.id,
        cat.id,
        sub.name,
        sub.slug,
        `${sub.name} from the ${cat.name} range. ${cat.description}`,
        uploadsUrl(tile.path),
        metadesc,
        `${sub.name}, ${cat.name}, AV`,
      );
    }
  }
}
