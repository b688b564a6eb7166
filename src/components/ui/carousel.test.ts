import { describe, expect, it } from 'vitest';
import { bannerCarousel, sectorCarousel } from '../../config/index.ts';
import { slidesPerViewBreakpoints } from './carousel.ts';

describe('slides per view by width', () => {
  it('gives Swiper the sector carousel of the spec: 1 below 768 px, 2 below 1024 px, 4 from there', () => {
    expect(slidesPerViewBreakpoints(sectorCarousel.itemsByMinWidth)).toEqual({
      0: { slidesPerView: 1 },
      768: { slidesPerView: 2 },
      1024: { slidesPerView: 4 },
    });
  });

  it('gives Swiper the banner of the spec: 1 below 464 px, 2 below 1024 px, 4 from there', () => {
    expect(slidesPerViewBreakpoints(bannerCarousel.itemsByMinWidth)).toEqual({
      0: { slidesPerView: 1 },
      464: { slidesPerView: 2 },
      1024: { slidesPerView: 4 },
    });
  });
});
