import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { makeVariants } from '../../../server/files/variants.ts';
import { failureMessage } from './failure-message.ts';
import { mapWithLimit } from '../build/pool.ts';

/**
 * Encodes kept by each photo's content, on this machine: a new data folder with photos seen before
 * (every end-to-end run, a demo's first start) copies their variants instead of encoding them again.
 */
const ENCODE_CACHE = join(import.meta.dirname, '../../../node_modules/.cache/avconnect-variants');
/** Photos encoded at a time: libvips spreads each over its threads, two keep the cores busy. */
const AT_ONCE = 2;

export interface PicturesMade {
  made: number;
  copied: number;
  kept: number;
  /** Photos the pages name that are not uploaded, or that could not be read as pictures. */
  unusable: string[];
}

/**
 * Makes the variants of every photo the new build names before the build is served, so no page
 * ever names a variant that is not there and no visitor's request waits for an encode.
 */
export async function makePictures(dataDir: string, photos: readonly string[]): Promise<PicturesMade> {
  const total: PicturesMade = { made: 0, copied: 0, kept: 0, unusable: [] };
  await mapWithLimit(photos, AT_ONCE, async (photo) => {
    // Variants already made are only looked at, synchronously: the server answers between photos.
    await nextTurn();
    try {
      const made = await makeVariants(dataDir, photo, ENCODE_CACHE);
      if ('missing' in made) total.unusable.push(`${photo} (not uploaded)`);
      else {
        total.made += made.made;
        total.copied += made.copied;
        total.kept += made.kept;
      }
    } catch (error) {
      total.unusable.push(`${photo} (${failureMessage(error)})`);
    }
  });
  return total;
}
