import type { Db } from '../db/index.ts';
import { seedBlog } from './content/blog.ts';
import { seedDocuments } from './content/documents.ts';
import { seedNews } from './content/news.ts';
import { seedPartners } from './content/partners.ts';
import type { ArtRenderer } from './art/render.ts';
import type { SeedOptions } from './index.ts';

/**
 * Partners, news, blog posts and the documents the content pages link to. Runs after the catalogue
 * seed, inside the same transaction: posts are filed under its subcategories.
 */
export async function seedContent(db: Db, options: SeedOptions, art: ArtRenderer): Promise<void> {
  await seedDocuments(db, options.uploadsDir);
  await seedPartners(db, art);
  await seedNews(db, art);
  await seedBlog(db, art);
}
