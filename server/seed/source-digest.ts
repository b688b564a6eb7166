import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * Identifies the seed code, the schema and the HTML cleaning rule the seed stores its HTML by, so
 * a database seeded or migrated by older code is made again (the bench's seeded catalogues, the
 * test servers' PostgreSQL templates).
 */
export function seedSourceDigest(): string {
  const hash = createHash('sha256');
  for (const dir of ['server/seed', 'server/db/migrations', 'src/domain/html']) {
    const files = readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}
