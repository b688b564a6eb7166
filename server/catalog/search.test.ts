import { describe, expect, it } from 'vitest';
import { oneProductDatabase } from '../test/one-product.ts';
import { createProductSearch } from './search.ts';

/** The cable becomes a DisplayPort one, in a DisplayPort subcategory. */
const renamed = `UPDATE subcategories SET name = 'DisplayPort' WHERE id = 1;
  UPDATE products SET title = 'DisplayPort cable' WHERE sku = 'AV-HD-1'`;

/** No stored row breaks the contract here. */
const keepAll = () => undefined;

describe('product search over the catalogue', () => {
  it('suggests the first of the ranked products, with their cards', () => {
    const search = createProductSearch(oneProductDatabase(), keepAll);
    expect(search.rank('hdmi cab')).toEqual(['AV-HD-1']);
    expect(search.suggest('hdmi cab')).toEqual([{ sku: 'AV-HD-1', title: 'HDMI cable', subtitle: '2 m', image1: '' }]);
  });

  it('reads the catalogue again when it changes', () => {
    const db = oneProductDatabase();
    const search = createProductSearch(db, keepAll);
    expect(search.rank('hdmi')).toEqual(['AV-HD-1']);
    db.exec(renamed);
    expect(search.rank('hdmi')).toEqual([]);
    expect(search.rank('displayport')).toEqual(['AV-HD-1']);
  });

  it('sends the dropdown answer as written once, and writes it again when the catalogue changes', () => {
    const db = oneProductDatabase();
    const search = createProductSearch(db, keepAll);
    expect(JSON.parse(search.suggestionsText(' HDMI '))).toEqual({ refSearchData: search.suggest('hdmi') });
    db.exec(renamed);
    expect(JSON.parse(search.suggestionsText('hdmi'))).toEqual({ refSearchData: [] });
  });
});
