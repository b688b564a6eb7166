import { itemPath } from '../../lib/paths.ts';
import { mediaUrl } from '../session/media.ts';
import { decodeRecent, othersThan, type RecentProduct } from './recent.ts';
import { $recent, recordView } from './recent.store.ts';

/**
 * Recently viewed products without a framework: item and home pages stay within their script
 * budget for anonymous visitors.
 */

function image(product: RecentProduct): HTMLElement {
  const placeholder = document.createElement('span');
  placeholder.className = 'recent-card__placeholder';
  placeholder.textContent = 'No image';
  if (!product.pageimage) return placeholder;
  const img = document.createElement('img');
  img.src = mediaUrl(product.pageimage);
  img.alt = '';
  img.loading = 'lazy';
  img.width = 160;
  img.height = 160;
  img.addEventListener('error', () => img.replaceWith(placeholder), { once: true });
  return img;
}

function card(product: RecentProduct): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.className = 'recent-card';
  link.href = itemPath(product.sku);
  const title = document.createElement('span');
  title.textContent = product.title;
  link.append(image(product), title);
  item.append(link);
  return item;
}

/** The product of a product page, from the JSON the page carries for its scripts. */
function currentProduct(): RecentProduct | undefined {
  const json = document.getElementById('product-context')?.textContent;
  if (!json) return undefined;
  try {
    return decodeRecent([JSON.parse(json)])[0];
  } catch {
    return undefined;
  }
}

/**
 * Records a product page's product as viewed, then fills the page's Recently Viewed section
 * (`#recently-viewed`; `data-exclude-sku` leaves a product out). The section stays hidden while
 * there is nothing to show.
 */
export function startRecentlyViewed(): void {
  const current = currentProduct();
  if (current) recordView(current);
  const section = document.getElementById('recently-viewed');
  if (!section) return;
  const excluded = section.dataset.excludeSku;
  const products = excluded ? othersThan($recent.get(), excluded) : $recent.get();
  let list = section.querySelector('ul.recent-grid');
  if (!list) {
    list = document.createElement('ul');
    list.className = 'recent-grid';
    section.append(list);
  }
  list.replaceChildren(...products.map(card));
  section.hidden = products.length === 0;
}
