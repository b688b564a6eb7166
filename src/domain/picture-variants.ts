import type { ImageFormat } from '../config/images.ts';

/**
 * Which pictures have responsive variants, and a variant's address: the publish makes, the server
 * sends and the pages name the same files. Every upload under `/uploads/` that is a JPEG, PNG or
 * WebP has them (`?w=720&fm=avif`); drawings (SVG) and pictures on other paths are used as they are.
 */

/** Longest address given sources; a longer one is used as it is, without running a pattern on it. */
const MAX_SRC = 500;
const UPLOADED_PHOTO = /\/uploads\/[^?#]+\.(jpe?g|png|webp)$/i;

export const hasVariants = (src: string) => src.length <= MAX_SRC && UPLOADED_PHOTO.test(src);

export const variantUrl = (src: string, width: number, format: ImageFormat) => `${src}?w=${width}&fm=${format}`;
