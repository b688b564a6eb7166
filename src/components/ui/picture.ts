import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '../../config/images.ts';

/**
 * The responsive sources of an uploaded photo: the catalogue server makes every upload under
 * `/uploads/` that is a JPEG, PNG or WebP at the listed widths in AVIF and WebP
 * (`?w=720&fm=avif`). Drawings (SVG) and pictures on other paths are used as they are.
 */

/** Longest address given sources; a longer one is used as it is, without running a pattern on it. */
const MAX_SRC = 500;
const UPLOADED_PHOTO = /\/uploads\/[^?#]+\.(jpe?g|png|webp)$/i;

export const hasVariants = (src: string) => src.length <= MAX_SRC && UPLOADED_PHOTO.test(src);

export const variantUrl = (src: string, width: number, format: ImageFormat) => `${src}?w=${width}&fm=${format}`;

/** The `srcset` of a photo in one format: every listed width. */
export const variantSrcset = (src: string, format: ImageFormat) =>
  IMAGE_WIDTHS.map((width) => `${variantUrl(src, width, format)} ${width}w`).join(', ');

export const sourceType = (format: ImageFormat) => `image/${format}`;

/** Shows another photo in a rendered picture (a gallery's thumbnails): its sources and its fallback. */
export function showInPicture(img: HTMLImageElement, src: string): void {
  const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : undefined;
  for (const format of IMAGE_FORMATS) {
    const source = picture?.querySelector<HTMLSourceElement>(`source[type="${sourceType(format)}"]`);
    if (source) source.srcset = hasVariants(src) ? variantSrcset(src, format) : src;
  }
  img.src = src;
}

/** A small picture (a search suggestion, a cart line): the narrowest WebP, not the full photo. */
export const thumbnailUrl = (src: string) => (hasVariants(src) ? variantUrl(src, IMAGE_WIDTHS[0], 'webp') : src);
