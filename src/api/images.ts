import * as z from 'zod/mini';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../config/images.ts';

/**
 * The query of an upload's variant, `/uploads/products/x.jpg?w=720&fm=avif`: that photo 720 pixels
 * wide in AVIF. Only the listed widths and formats exist, so an upload has few variants.
 */
export const imageVariantQuery = z.object({
  w: z.enum(IMAGE_WIDTHS.map(String) as [string, ...string[]], `w must be one of ${IMAGE_WIDTHS.join(', ')}`),
  fm: z.enum(IMAGE_FORMATS, `fm must be one of ${IMAGE_FORMATS.join(', ')}`),
});
