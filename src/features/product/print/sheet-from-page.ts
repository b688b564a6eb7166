import type { PrintSheet, SheetDrawing, SheetLink } from './print-sheet.ts';

/** The product as a product page carries it for its scripts (`#product-context`). */
interface PageProduct {
  sku: string;
  title: string;
  subtitle: string;
  upc: string;
  path: string;
  images: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function pageProduct(doc: Document): PageProduct {
  const raw: unknown = JSON.parse(doc.getElementById('product-context')?.textContent ?? 'null');
  if (typeof raw !== 'object' || raw === null) throw new Error('The page carries no product context');
  const record = raw as Record<string, unknown>;
  const images = Array.isArray(record.images) ? record.images.filter((image) => typeof image === 'string') : [];
  return {
    sku: text(record.sku),
    title: text(record.title),
    subtitle: text(record.subtitle),
    upc: text(record.upc),
    path: text(record.path),
    images: images.length > 0 ? images : [text(record.image)].filter(Boolean),
  };
}

const absolute = (doc: Document, url: string) => new URL(url, doc.baseURI).href;
const htmlOf = (doc: Document, part: string) => doc.querySelector(`[data-print="${part}"]`)?.innerHTML.trim() ?? '';

/** What a link shows on screen: its screen-reader-only notes ("opens in a new window") left out. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const note of copy.querySelectorAll('.visually-hidden')) note.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function linksIn(doc: Document, selector: string): SheetLink[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>(selector)].map((link) => ({
    url: link.href,
    label: visibleText(link),
  }));
}

/** A tab's drawings: its images, and links to files that are not images. */
function drawingsIn(doc: Document, panel: string): SheetDrawing[] {
  const root = doc.querySelector(`[data-panel="${panel}"]`);
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>('img, a')].map((element) =>
    element instanceof HTMLImageElement
      ? { url: element.src, label: element.alt, image: true }
      : { url: (element as HTMLAnchorElement).href, label: visibleText(element), image: false },
  );
}

/**
 * The sheet's content, read from the product page itself: its product context and the tab panels
 * (which hold every part, shown or not). The QR code and address are added by the caller.
 */
export function sheetFromPage(doc: Document): Omit<PrintSheet, 'url' | 'qrImage'> & { path: string } {
  const product = pageProduct(doc);
  return {
    ...product,
    images: product.images.map((image) => absolute(doc, image)),
    descriptionHtml: htmlOf(doc, 'description'),
    specsHtml: htmlOf(doc, 'specs'),
    featuresHtml: htmlOf(doc, 'features'),
    diagrams: drawingsIn(doc, 'diagram'),
    panels: drawingsIn(doc, 'panel'),
    downloads: linksIn(doc, '[data-panel="downloads"] a'),
    videos: linksIn(doc, '[data-panel="video"] figcaption a'),
    faq: [...doc.querySelectorAll('[data-faq-entry]')].map((entry) => ({
      question: entry.querySelector('[data-faq-question]')?.textContent?.trim() ?? '',
      answerHtml: entry.querySelector('[data-faq-answer]')?.innerHTML.trim() ?? '',
    })),
  };
}
