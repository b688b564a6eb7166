import { describe, expect, it } from 'vitest';
import { compactSku, slugify, solutionIds } from './catalog.ts';

describe('catalogue naming rules', () => {
  it('makes lowercase hyphenated slugs', () => {
    expect(slugify('Wall Plates')).toBe('wall-plates');
    expect(slugify('  HDMI  Cables ')).toBe('hdmi-cables');
  });

  it('drops hyphens from skus so short links resolve', () => {
    expect(compactSku('av-hd-ext-4k')).toBe('AVHDEXT4K');
  });

  it('maps every solution key to its spec id', () => {
    expect(solutionIds).toEqual({
      classroom: 1,
      signage: 2,
      corporate: 3,
      retail: 4,
      healthcare: 5,
      government: 6,
      residential: 7,
      broadcast: 8,
      worship: 9,
      hospitality: 10,
    });
  });
});
