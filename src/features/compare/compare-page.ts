import { element } from '../../components/ui/dom.ts';
import { limits } from '../../config/limits.ts';
import { drawingContent } from '../session/content-drawing.ts';
import { $shownSkus } from '../listing/listing-prices.store.ts';
import { compareUrl, parseCompareQuery } from './compare.ts';
import { loadProduct } from './compare-products.ts';
import { differenceCount, type CompareProduct, type CompareRow } from './compare-rows.ts';
import { compareSheet } from './compare-sheet.ts';
import { swipeWhenNarrow } from './compare-swipe.ts';

/**
 * The compare page: reads the skus from the address, loads each product from its page, and draws
 * the sheet; says which skus it left out and why. Removing a product takes it out of the address
 * (so the address still shares what is shown) and out of the visitor's picks.
 */

const part = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector);

function summaryOf(rows: readonly CompareRow[], count: number): string {
  if (count < 2) return 'Add another product to see where they differ.';
  const differ = differenceCount(rows);
  if (differ === 0) return 'Their specs are the same in every row.';
  return `${differ} of ${rows.length} rows differ.`;
}

const listed = (skus: readonly string[]) => skus.join(', ');

/** Resolves once the images in `host` are ready to paint (or have failed to load). */
const imagesReady = (host: HTMLElement) =>
  Promise.all([...host.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));

/** The page's parts, or undefined when the page lacks one. */
function pageParts() {
  const parts = {
    status: part('[data-compare-status]'),
    empty: part('[data-compare-empty]'),
    controls: part('[data-compare-controls]'),
    summary: part('[data-compare-summary]'),
    onlyDifferences: part<HTMLInputElement>('[data-compare-differences]'),
    host: part('[data-compare-sheet]'),
    pagingRoot: part('[data-compare-paging]'),
    prev: part('[data-compare-prev]'),
    next: part('[data-compare-next]'),
  };
  const all = Object.values(parts).every((found) => found !== null);
  return all ? (parts as { [K in keyof typeof parts]: NonNullable<(typeof parts)[K]> }) : undefined;
}

async function start(root: HTMLElement) {
  const parts = pageParts();
  if (!parts) return;
  const { status, empty, controls, summary, onlyDifferences, host } = parts;
  const pager = { root: parts.pagingRoot, prev: parts.prev, next: parts.next };

  const { skus, tooMany } = parseCompareQuery(location.search);
  let products: CompareProduct[] = [];
  let stopSwiping = () => {};

  function draw() {
    stopSwiping();
    $shownSkus.set(products.map((product) => product.sku));
    empty.hidden = products.length > 0;
    controls.hidden = products.length === 0;
    if (products.length === 0) return host.replaceChildren();
    const { sheet, rows } = compareSheet(products);
    sheet.classList.toggle('compare-sheet--differences', onlyDifferences.checked);
    host.replaceChildren(sheet);
    summary.textContent = summaryOf(rows, products.length);
    const slides = sheet.querySelector<HTMLElement>('.swiper');
    if (slides) stopSwiping = swipeWhenNarrow(slides, products.length, pager);
  }

  onlyDifferences.addEventListener('change', () =>
    host.querySelector('.compare-sheet')?.classList.toggle('compare-sheet--differences', onlyDifferences.checked),
  );
  part('[data-compare-print]')?.addEventListener('click', () => window.print());
  host.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-compare-remove]') : null;
    if (!button) return;
    const sku = button.dataset.compareRemove ?? '';
    const index = products.findIndex((product) => product.sku === sku);
    products = products.filter((product) => product.sku !== sku);
    // The picks' store (and its schema) loads only now: the page itself never needs it.
    import('./compare.store.ts')
      .then(({ removeFromCompare }) => removeFromCompare(sku))
      .catch((cause: unknown) => console.warn(new Error('The compare list could not be updated', { cause })));
    history.replaceState(null, '', compareUrl(products.map((product) => product.sku)));
    draw();
    const removes = host.querySelectorAll<HTMLElement>('[data-compare-remove]');
    (removes[Math.min(index, removes.length - 1)] ?? root.querySelector('h1'))?.focus();
  });

  if (skus.length === 0) return draw();
  status.textContent = 'Loading products...';
  const loaded = await Promise.all(
    skus.map((sku) =>
      loadProduct(sku).then(
        (product) => ({ sku, product, failed: false }),
        (error: unknown) => {
          console.warn(error);
          return { sku, product: undefined, failed: true };
        },
      ),
    ),
  );
  // A sku named twice in other spellings (with and without hyphens) is one product.
  const found = loaded.flatMap(({ product }) => (product ? [product] : []));
  products = found.filter((product, index) => found.findIndex((other) => other.sku === product.sku) === index);
  const notes = [
    ...loaded
      .filter((entry) => !entry.product && !entry.failed)
      .map(({ sku }) => `No product was found for ${sku}, so it is left out.`),
    ...loaded
      .filter((entry) => entry.failed)
      .map(({ sku }) => `${sku} could not be loaded right now, so it is left out. Please try again later.`),
    ...(tooMany.length > 0
      ? [
          `Only ${limits.compareMax} products can be compared at a time, so ${listed(tooMany)} ${tooMany.length === 1 ? 'is' : 'are'} left out.`,
        ]
      : []),
  ];
  status.replaceChildren(
    ...(notes.length > 0
      ? [element('ul', { class: 'compare-notes' }, ...notes.map((note) => element('li', {}, note)))]
      : []),
  );
  draw();
  await imagesReady(host);
}

const root = part('[data-compare]');
if (root) {
  // The products are the page's content, drawn after its load event: a dealer's code waits for them.
  const drawn = drawingContent();
  start(root)
    .catch((cause: unknown) => console.error(new Error('The comparison could not be shown', { cause })))
    .finally(drawn);
}
