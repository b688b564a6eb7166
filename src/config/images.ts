/**
 * Responsive images: the widths a raster upload is offered at and the formats it is re-encoded to.
 * 360 fills a card on a phone, 720 an item picture on a phone or a card on a large screen, 1200 the
 * item picture on a high-density screen; few widths keep the variant cache small.
 */
export const IMAGE_WIDTHS = [360, 720, 1200] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
