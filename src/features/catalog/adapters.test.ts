import { describe, expect, it } from 'vitest';
import type { CallOutput } from '../../api/index.ts';
import { toCategories, toProduct, toSolution, toSubcategories } from './adapters.ts';
import { hasPage, placementFinder, titleFromSlug, withPages } from './catalog.ts';
import { createMediaUrl } from '../../lib/paths.ts';

const ctx = { mediaUrl: createMediaUrl('') };
const categories = toCategories([
  {
    category: 'Extenders',
    path: '/extenders',
    categoryId: 5,
    subcategory: [{ name: 'Wall Plates', path: '/extenders/wall-plates', SubcategoryId: 51 }],
  },
]);
const findPlacement = placementFinder(categories);

const detail: CallOutput<'GetItemDetail'>['refItemDetail'][number] = {
  sku: 'AV-HD-EXT-4K',
  title: '4K HDMI Extender',
  subtitle: 'HDBaseT, 100 m',
  upc: '850010010014',
  description: '<p>Extends</p>',
  specs: '<table></table>',
  features: '<ul><li>PoE</li></ul>',
  image1: '/uploads/products/a-1.svg',
  image2: null,
  image3: '/uploads/products/a-3.svg',
  pageimage: null,
  thumbnail: null,
  kproimage: '/uploads/products/a-card.svg',
  kproparent: 'Extenders',
  kprochild: 'wall plates',
  isNew: true,
  hd4k: true,
  isTAA: false,
  metatitle: '',
  metadesc: '  ',
  metakeywords: 'hdmi',
  releasedOn: '2026-01-15',
};
const response = (item: typeof detail): CallOutput<'GetItemDetail'> => ({
  refItemDetail: [item],
  refDiagram: [],
  refPanel: [],
  refStocks: [],
  refVideos: [],
  refDownloads: [{ filelink: 'downloads/a-manual.pdf', filetype: 'PDF', filesize: '1.1 KB' }],
});

describe('product adapter', () => {
  it('reshapes the detail: HTML as the API answers it, gallery, media links, meta texts, category pages', () => {
    const product = toProduct(response(detail), [], findPlacement, ctx);
    expect(product).toMatchObject({
      sku: 'AV-HD-EXT-4K',
      compactSku: 'AVHDEXT4K',
      path: '/item/AV-HD-EXT-4K',
      descriptionHtml: '<p>Extends</p>',
      images: ['/uploads/products/a-1.svg', '/uploads/products/a-3.svg'],
      parent: { name: 'Extenders', path: '/extenders' },
      child: { name: 'Wall Plates', path: '/extenders/wall-plates' },
      meta: { title: null, description: null, keywords: 'hdmi' },
      downloads: [{ url: '/uploads/downloads/a-manual.pdf', name: 'a-manual.pdf', type: 'pdf', size: '1.1 KB' }],
    });
  });

  it('shows no gallery without image1, only the fallback picture', () => {
    const product = toProduct(response({ ...detail, image1: null }), [], findPlacement, ctx);
    expect(product?.images).toEqual([]);
    expect(product?.image).toBe('/uploads/products/a-card.svg');
  });

  it('gives no page to a product without a parent or a child category', () => {
    const orphan = toProduct(response({ ...detail, kprochild: null }), [], findPlacement, ctx);
    expect(orphan && hasPage(orphan)).toBe(false);
  });

  it('answers nothing when the catalogue has no detail for the sku', () => {
    expect(toProduct({ ...response(detail), refItemDetail: [] }, [], findPlacement, ctx)).toBeUndefined();
  });
});

describe('lists and solutions', () => {
  it('links subcategory cards to /{category}/{kprochild2}', () => {
    const [category] = categories;
    if (!category) throw new Error('fixture');
    const [card] = toSubcategories(
      category,
      {
        refSubCategories: [
          {
            pkgroupid: 51,
            kproimg: '/uploads/tiles/wall.svg',
            kprochild: 'Wall Plates',
            kprodesc: 'Plates',
            kprochild2: 'wall-plates',
            parentTitle: 'Extenders',
            metadesc: null,
            metakeywords: null,
          },
        ],
      },
      ctx,
    );
    expect(card).toMatchObject({
      path: '/extenders/wall-plates',
      name: 'Wall Plates',
      category: { slug: 'extenders' },
    });
  });

  it('names corporate Conference Rooms and leaves out empty tabs', () => {
    const card = { sku: 'AV-1', title: 'One', subtitle: 's', kproimage: '/uploads/1.svg', isNew: false };
    const solution = toSolution(
      'corporate',
      {
        refAppsInfo: [
          {
            appname: 'Corporate',
            apptext: '<p>Meet</p>',
            banner: '/uploads/b.svg',
            thumbnail: '/uploads/t.svg',
            sku: 'AV-1',
            metatitle: null,
            metadesc: null,
            metakeywords: null,
          },
        ],
        Converters: [],
        Extenders: [card],
        Splitters: [],
        Switchers: [card],
      },
      ctx,
    );
    expect(solution?.name).toBe('Conference Rooms');
    expect(solution?.tabs.map((tab) => tab.name)).toEqual(['Extenders', 'Switchers']);
  });

  it('keeps only cards of products that have a page', () => {
    const product = toProduct(response(detail), [], findPlacement, ctx);
    if (!product) throw new Error('fixture');
    const products = new Map([[product.sku, product]]);
    const cards = [{ ...product }, { ...product, sku: 'AV-GONE' }];
    expect(withPages(cards, products).map((card) => card.sku)).toEqual(['AV-HD-EXT-4K']);
  });

  it('derives a category title from its slug', () => {
    expect(titleFromSlug({ categories }, 'extenders')).toBe('Extenders');
    expect(titleFromSlug({ categories }, 'flex-matrix-pro')).toBe('Flex Matrix Pro');
  });
});
