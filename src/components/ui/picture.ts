import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '../../config/images.ts';
import { hasVariants, variantUrl } from '../../domain/picture-variants.ts';

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
