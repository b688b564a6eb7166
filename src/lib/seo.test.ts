import { describe, expect, it } from 'vitest';
import { canonicalUrl, itemSeo, listingDescription, MIN_DESCRIPTION, pagedDescription, seoTableSchema } from './seo.ts';

const table = seoTableSchema.parse({
  AVHDEXT4K: {
    title: '4K HDMI Extender | AV-HD-EXT-4K',
    description: 'Extend 4K HDMI 70 m.',
    keywords: 'hdmi, extender',
  },
});
const noMeta = { title: null, description: null, keywords: null };
const facts = { sku: 'AV-X', subtitle: '', hd4k: false, isTaa: false, parent: null, child: null };

describe('product page SEO', () => {
  it('takes title and meta texts from the built-in table by hyphen-free sku', () => {
    const product = {
      ...facts,
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
      ...facts,
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

  it("falls back to the product title, a description from the product's record and the product name as keywords", () => {
    const product = {
      compactSku: 'AVX1',
      sku: 'AV-X-1',
      title: 'Wall Plate Transmitter',
      subtitle: 'HDMI over one Cat6 cable, 70 m',
      hd4k: true,
      isTaa: true,
      parent: { name: 'Extenders' },
      child: { name: 'Wall Plates' },
      meta: noMeta,
    };
    expect(itemSeo(product, table)).toEqual({
      title: 'Wall Plate Transmitter',
      description:
        'Wall Plate Transmitter (AV-X-1): Wall Plates from the Extenders range by AVConnect Pro. HDMI over one Cat6 cable, 70 m. 4K and TAA compliant.',
      keywords: 'Wall Plate Transmitter',
    });
  });

  it('describes a product with neither subtitle nor specs by its name, sku and maker, never generically', () => {
    const bare = {
      sku: 'AV-X-2',
      title: 'Rack Shelf',
      subtitle: ' ',
      hd4k: false,
      isTaa: false,
      parent: null,
      child: null,
    };
    const { description } = itemSeo({ ...bare, compactSku: 'AVX2', meta: noMeta }, table);
    expect(description).toBe('Rack Shelf (AV-X-2): professional audio video hardware by AVConnect Pro.');
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

describe('listing description', () => {
  const first = { number: 1, total: 3 };

  it("keeps a listing's own description that says enough", () => {
    const own = 'Certified HDMI cables from 0.5 to 15 m, tested for 18 Gbps.';
    expect(listingDescription({ name: 'HDMI', own, range: 'Cables', products: 24 }, first)).toBe(own);
  });

  it('says what a subcategory without a description holds: its range and number of products', () => {
    expect(listingDescription({ name: 'DVI', own: null, range: 'Cables', products: 1 }, first)).toBe(
      'DVI from the Cables range of AVConnect Pro: 1 product.',
    );
  });

  it('adds those facts to a description too short to stand alone', () => {
    const own = 'Frames from the Flex Matrix range.';
    const description = listingDescription({ name: 'Frames', own, range: 'Flex Matrix', products: 4 }, first);
    expect(description).toBe('Frames from the Flex Matrix range. 4 products from AVConnect Pro.');
    expect(description.length).toBeGreaterThanOrEqual(MIN_DESCRIPTION);
  });

  it("names a category's product count and first kinds", () => {
    const kinds = ['Active Optical', 'Adapters', 'Audio Cables', 'VGA'];
    expect(listingDescription({ name: 'Cables', kinds, products: 120 }, first)).toBe(
      'Cables from AVConnect Pro: 120 products in 4 ranges: Active Optical, Adapters and Audio Cables and more.',
    );
    expect(listingDescription({ name: 'SDI', kinds: ['12G-SDI'], products: 3 }, first)).toBe(
      'SDI from AVConnect Pro: 3 products in 1 range: 12G-SDI.',
    );
  });

  it('gives every page after the first a description of its own', () => {
    const listing = { name: 'HDMI', own: null, range: 'Cables', products: 24 };
    const pages = [1, 2, 3].map((number) => listingDescription(listing, { number, total: 3 }));
    expect(pages[1]).toBe('HDMI from the Cables range of AVConnect Pro: 24 products. Page 2 of 3.');
    expect(new Set(pages).size).toBe(3);
    expect(pagedDescription('News.', { number: 1, total: 2 })).toBe('News.');
    expect(pagedDescription('News.', { number: 2, total: 2 })).toBe('News. Page 2 of 2.');
  });
});
