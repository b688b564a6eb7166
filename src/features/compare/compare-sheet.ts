import { element } from '../../components/ui/dom.ts';
import { thumbnailUrl } from '../../components/ui/picture.ts';
import { mediaUrl } from '../session/media.ts';
import { compareRows, type CompareProduct, type CompareRow } from './compare-rows.ts';

/**
 * The compare sheet, made with the DOM: a column of row names, then one column per product (a
 * slide, so a phone can swipe through them). Every column is a subgrid of the sheet's rows, so a
 * row lines up across the products whatever its height. Each product's facts are a list of their
 * own for assistive technology; the visible names column is the same text again, hidden from it.
 */

const NOT_STATED = '—';

/** A row name with its mark when the products differ in it: a sign and a word, not colour alone. */
function rowName(row: CompareRow): HTMLElement {
  return element(
    'div',
    { class: 'compare-cell compare-cell--name', ...rowState(row) },
    row.name,
    row.differs ? element('span', { class: 'compare-differs' }, '≠ Differs') : '',
  );
}

const rowState = (row: CompareRow) => (row.differs ? { 'data-differs': '' } : { 'data-same': '' });

function productColumn(product: CompareProduct, index: number, rows: readonly CompareRow[]): HTMLElement {
  const titleId = `compare-product-${index}`;
  const image = mediaUrl(product.image);
  return element(
    'section',
    { class: 'swiper-slide compare-product', 'aria-labelledby': titleId },
    element(
      'div',
      { class: 'compare-cell compare-cell--head' },
      image
        ? element('img', { src: thumbnailUrl(image), alt: '', width: '360', height: '270' })
        : element('span', { class: 'compare-noimage' }, 'No image'),
      element(
        'h2',
        { id: titleId, class: 'compare-product__title' },
        element('a', { href: product.path }, product.title),
      ),
      product.subtitle ? element('p', { class: 'compare-product__subtitle' }, product.subtitle) : '',
      element('p', { class: 'compare-product__mpn' }, `MPN: ${product.sku}`),
      element(
        'button',
        { type: 'button', class: 'button button--ghost compare-product__remove', 'data-compare-remove': product.sku },
        'Remove',
        element('span', { class: 'visually-hidden' }, ` ${product.title}`),
      ),
    ),
    // Where a signed-in dealer's price, stock and Add to cart go (the listing's CardActionsHost).
    element('div', {
      class: 'compare-cell compare-cell--buy signed-in-only',
      'data-card-actions': '',
      'data-sku': product.sku,
      'data-title': product.title,
      'data-subtitle': product.subtitle,
      'data-image': product.image,
    }),
    element(
      'dl',
      { class: 'compare-specs' },
      ...rows.map((row) => {
        const value = row.values[index] ?? '';
        return element(
          'div',
          { class: 'compare-cell', ...rowState(row) },
          element('dt', { class: 'visually-hidden' }, row.name, row.differs ? ' (differs)' : ''),
          element(
            'dd',
            {},
            ...(value === ''
              ? [
                  element('span', { 'aria-hidden': 'true' }, NOT_STATED),
                  element('span', { class: 'visually-hidden' }, 'Not stated'),
                ]
              : [value]),
          ),
        );
      }),
    ),
  );
}

/** The sheet of these products; `rows` are theirs, as compareRows aligns them. */
export function compareSheet(products: readonly CompareProduct[]): { sheet: HTMLElement; rows: CompareRow[] } {
  const rows = compareRows(products);
  const sheet = element(
    'div',
    { class: 'compare-sheet' },
    element(
      'div',
      { class: 'compare-names', 'aria-hidden': 'true' },
      element('div', { class: 'compare-cell compare-cell--head' }),
      element('div', { class: 'compare-cell compare-cell--buy signed-in-only' }, 'Your price'),
      element('div', { class: 'compare-specs' }, ...rows.map(rowName)),
    ),
    element(
      'div',
      { class: 'swiper compare-products' },
      element(
        'div',
        { class: 'swiper-wrapper' },
        ...products.map((product, index) => productColumn(product, index, rows)),
      ),
    ),
  );
  sheet.style.setProperty('--compare-rows', String(rows.length + 2));
  return { sheet, rows };
}
