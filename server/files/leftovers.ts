import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isTemporaryName } from './atomic-write.ts';

/** No write takes this long: a younger temporary file may be another node's write in progress. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * Removes the temporary files a killed process left in `dir` (see `writeFileAtomic`) and answers
 * how many; a folder not made yet holds none.
 */
export async function removeLeftovers(dir: string, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch(() => []);
  let removed = 0;
  for (const name of names.filter(isTemporaryName)) {
    const path = join(dir, name);
    const { mtimeMs } = await stat(path);
    if (now - mtimeMs < ABANDONED_AFTER_MS) continue;
    await unlink(path);
    removed++;
  }
  return removed;
}
