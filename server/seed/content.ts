import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/index.ts';
import { seedBlog } from './content/blog.ts';
import { seedNews } from './content/news.ts';
import { seedPartners } from './content/partners.ts';
import type { SeedOptions } from './index.ts';

/** Partners, news and blog posts. Runs after the catalogue seed: posts are filed under its subcategories. */
export function seedContent(db: DatabaseSync, _options: SeedOptions): void {
  transaction(db, () => {
    seedPartners(db);
    seedNews(db);
    seedBlog(db);
  });
}
