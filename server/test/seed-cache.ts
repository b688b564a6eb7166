import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { seedSourceDigest } from '../seed/source-digest.ts';

/** A seeded embedded database (its data folder as a tar) and the uploads the seed wrote. */
export interface SeededImage {
  image: Blob;
  uploadsDir: string;
}

const cacheRoot = join(import.meta.dirname, '../../node_modules/.cache/avconnect-test-seeds');

/** Folders being made whose maker stopped (a test run cut short) are removed once this old. */
const ABANDONED_MS = 60 * 60 * 1000;

const removable = (name: string, digest: string) =>
  !name.startsWith(digest) ||
  (name.includes('-making-') && Date.now() - statSync(join(cacheRoot, name)).mtimeMs > ABANDONED_MS);

/** Seed code, migrations and the lockfile (the embedded engine's version): a change to any makes the data again. */
function cacheKey(): string {
  const lockfile = readFileSync(join(import.meta.dirname, '../../package-lock.json'));
  return createHash('sha256').update(seedSourceDigest()).update(lockfile).digest('hex').slice(0, 16);
}

/**
 * The demo data of `products` products (0: the migrated empty database), made once for every test
 * file and every run: Vitest runs each file in a process of its own, and migrating and seeding are
 * the slowest part of a server test's start. Kept under node_modules/.cache by `cacheKey`; made in a
 * folder of its own and renamed into place, so a file started meanwhile never reads half of one
 * (when two make it at once, the first stays).
 */
export async function cachedSeed(products: number, make: (uploadsDir: string) => Promise<Blob>): Promise<SeededImage> {
  const digest = cacheKey();
  const dir = join(cacheRoot, `${digest}-${products}`);
  const uploadsDir = join(dir, 'uploads');
  const imageFile = join(dir, 'pgdata.tar');
  if (existsSync(imageFile)) return { image: new Blob([readFileSync(imageFile)]), uploadsDir };

  mkdirSync(cacheRoot, { recursive: true });
  for (const stale of readdirSync(cacheRoot).filter((name) => removable(name, digest)))
    rmSync(join(cacheRoot, stale), { recursive: true, force: true });
  const work = mkdtempSync(join(cacheRoot, `${digest}-making-`));
  const image = await make(join(work, 'uploads'));
  writeFileSync(join(work, 'pgdata.tar'), new Uint8Array(await image.arrayBuffer()));
  try {
    renameSync(work, dir);
  } catch {
    rmSync(work, { recursive: true, force: true });
  }
  return { image, uploadsDir };
}
