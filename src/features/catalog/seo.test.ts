import { describe, expect, it } from 'vitest';
import { canonicalUrl, FALLBACK_DESCRIPTION, itemSeo, seoTableSchema } from './seo.ts';

const table = seoTableSchema.parse({
  AVHDEXT4K: {
    title: '4K HDMI Extender | AV-HD-EXT-4K',
    description: 'Extend 4K HDMI 70 m.',
    keywords: 'hdmi, extender',
  },
});
const noMeta = { title: null, description: null, keywords: null };

describe('product page SEO', () => {
  it('takes title and meta texts from the built-in table by hyphen-free sku', () => {
    const product = {
      compactSku: 'AVHDEXT4K',
      title: '4K HDMI Extender',
      meta: { title: 'Own', description: 'Own', keywords: 'Own' },
    };
    expect(itemSeo(product, table)).toEqual({
      title: '4K HDMI Extender | AV-HD-EXT-4K',
      description: 'Extend 4K HDMI 70 m.',
      keywords: 'hdmi, extender',
    });
  });

  it("falls back to the product's own meta texts", () => {
    const product = {
      compactSku: 'AVCBLHD2M',
      title: 'HDMI Cable, 2 m',
      meta: { title: 'HDMI Cable | AV-CBL-HD-2M', description: 'Certified.', keywords: 'hdmi' },
    };
    expect(itemSeo(product, table)).toEqual({
      title: 'HDMI Cable | AV-CBL-HD-2M',
      description: 'Certified.',
      keywords: 'hdmi',
    });
  });

  it('falls back to the product title, the fixed description and the product name as keywords', () => {
    expect(itemSeo({ compactSku: 'AVX1', title: 'Wall Plate', meta: noMeta }, table)).toEqual({
      title: 'Wall Plate',
      description: FALLBACK_DESCRIPTION,
      keywords: 'Wall Plate',
    });
    expect(FALLBACK_DESCRIPTION).toBe('Professional Audio Video components');
  });

  it('rejects table keys that still carry hyphens', () => {
    expect(() => seoTableSchema.parse({ 'AV-X': { title: 't', description: 'd', keywords: 'k' } })).toThrow();
  });
});

describe('canonical address', () => {
  it('is the site origin plus the path', () => {
    expect(canonicalUrl('https://www.example-av.com', '/cables/hdmi/')).toBe('https://www.example-av.com/cables/hdmi');
    expect(canonicalUrl('https://www.example-av.com/', '/')).toBe('https://www.example-av.com/');
  });
});
