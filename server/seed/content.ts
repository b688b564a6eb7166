import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/index.ts';
import { seedBlog } from './content/blog.ts';
import { seedDocuments } from './content/documents.ts';
import { seedNews } from './content/news.ts';
import { seedPartners } from './content/partners.ts';
import type { ArtRenderer } from './art/render.ts';
import type { SeedOptions } from './index.ts';

/** Partners, news, blog posts and the documents the content pages link to. Runs after the catalogue seed: posts are filed under its subcategories. */
export function seedContent(db: DatabaseSync, options: SeedOptions, art: ArtRenderer): void {
  seedDocuments(db, options.uploadsDir);
  transaction(db, () => {
    seedPartners(db, art);
    seedNews(db, art);
    seedBlog(db, art);
  });
}
