import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { hasVariants } from '../../src/domain/picture-variants.ts';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '../../src/config/images.ts';
import { writeFileAtomic } from './atomic-write.ts';

/**
 * The responsive variants of an uploaded photo (every width of IMAGE_WIDTHS in every format of
 * IMAGE_FORMATS), made when the site is published, never on a visitor's request: the server only
 * sends the files made here, and a variant that is not there is not found.
 */

/** AVIF effort 1 takes half the time of 2 for 5 % more bytes: a cold publish encodes thousands. */
const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 1 }),
  webp: (image) => image.webp({ quality: 78 }),
};
/** Part of every cache key: new settings or a new libvips make new variants. */
const ENCODING = `variants-1-avif55e1-webp78-${sharp.versions.vips}`;

/**
 * The file of a photo's variant, `DATA_DIR/variants/<path under uploads>.<width>.<format>`, for an
 * upload's decoded address (`/uploads/products/x.jpg`); undefined for an address outside the
 * uploads or that has no variants.
 */
export function variantFile(dataDir: string, photo: string, width: number, format: ImageFormat): string | undefined {
  const uploads = join(dataDir, 'uploads');
  const source = normalize(join(dataDir, photo));
  if (!hasVariants(photo) || !source.startsWith(uploads + sep)) return undefined;
  return join(dataDir, 'variants', `${relative(uploads, source)}.${width}.${format}`);
}

export type VariantsMade = { made: number; copied: number; kept: number } | { missing: true };

/**
 * Makes every variant of one photo that is not there yet or is older than the photo, each written
 * whole under a temporary name and then renamed into place, so a reader sees the earlier variant or
 * the new one. With `cacheDir`, encodes are kept there by the photo's content and settings, and a
 * photo seen before (the same demo photo in a new data folder) is copied instead of encoded.
 */
export async function makeVariants(dataDir: string, photo: string, cacheDir?: string): Promise<VariantsMade> {
  const source = normalize(join(dataDir, photo));
  const wanted = IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => ({ width, format })));
  const targets = wanted.map((variant) => ({
    ...variant,
    file: variantFile(dataDir, photo, variant.width, variant.format),
  }));
  if (targets.some(({ file }) => file === undefined) || !existsSync(source) || !statSync(source).isFile())
    return { missing: true };
  const sourceTime = statSync(source).mtimeMs;
  const stale = targets.filter(({ file = '' }) => !existsSync(file) || statSync(file).mtimeMs < sourceTime);
  const counts = { made: 0, copied: 0, kept: targets.length - stale.length };
  if (stale.length === 0) return counts;
  const bytes = await readFile(source);
  const key = createHash('sha256').update(ENCODING).update(bytes).digest('hex').slice(0, 32);
  for (const { width, format, file = '' } of stale) {
    const cached = cacheDir === undefined ? undefined : join(cacheDir, `${key}.${width}.${format}`);
    let variant: Buffer;
    if (cached !== undefined && existsSync(cached)) {
      variant = await readFile(cached);
      counts.copied += 1;
    } else {
      variant = await encoders[format](sharp(bytes).resize({ width, withoutEnlargement: true })).toBuffer();
      counts.made += 1;
      if (cached !== undefined) {
        await mkdir(dirname(cached), { recursive: true });
        await writeFileAtomic(cached, variant);
      }
    }
    await mkdir(dirname(file), { recursive: true });
    await writeFileAtomic(file, variant);
  }
  return counts;
}
