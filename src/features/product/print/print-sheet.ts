import { company } from '../../../config/business.ts';
import { PRINT_STYLES } from './print-styles.ts';

/** A link of the sheet: a download, a drawing that is not an image, a video. */
export interface SheetLink {
  url: string;
  label: string;
}

/** A drawing: images are printed, other files are listed as links. */
export interface SheetDrawing extends SheetLink {
  image: boolean;
}

/**
 * Everything the printable product sheet shows. The HTML fields come from the page, where they
 * were sanitised when the catalogue was pulled. No prices, ever.
 */
export interface PrintSheet {
  title: string;
  subtitle: string;
  sku: string;
  upc: string;
  /** The product page's public address, which the QR code encodes. */
  url: string;
  /** The QR code as an image address (a data URL made in the browser). */
  qrImage: string;
  images: string[];
  descriptionHtml: string;
  specsHtml: string;
  featuresHtml: string;
  diagrams: SheetDrawing[];
  panels: SheetDrawing[];
  downloads: SheetLink[];
  videos: SheetLink[];
  faq: { question: string; answerHtml: string }[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const section = (title: string, body: string) =>
  body ? `<section class="sheet-section"><h2>${escapeHtml(title)}</h2>${body}</section>` : '';

const linkList = (links: SheetLink[]) =>
  links.length === 0
    ? ''
    : `<ul class="sheet-links">${links
        .map((link) => `<li>${escapeHtml(link.label)}<br><span>${escapeHtml(link.url)}</span></li>`)
        .join('')}</ul>`;

function drawings(title: string, files: SheetDrawing[]): string {
  const images = files
    .filter((file) => file.image)
    .map((file) => `<img class="sheet-drawing" src="${escapeHtml(file.url)}" alt="${escapeHtml(file.label)}">`);
  return section(title, images.join('') + linkList(files.filter((file) => !file.image)));
}

function header(sheet: PrintSheet): string {
  const codes = [`MPN: ${sheet.sku}`, sheet.upc ? `UPC: ${sheet.upc}` : ''].filter(Boolean).join(' · ');
  return `<header class="sheet-header">
  <div><strong class="sheet-brand">${escapeHtml(company.name)}</strong><br>Sales &amp; Support: ${escapeHtml(company.phone)}</div>
  <img class="sheet-qr" src="${escapeHtml(sheet.qrImage)}" alt="QR code linking to the product page" width="110" height="110">
</header>
<h1>${escapeHtml(sheet.title)}</h1>
${sheet.subtitle ? `<p class="sheet-subtitle">${escapeHtml(sheet.subtitle)}</p>` : ''}
<p class="sheet-codes">${escapeHtml(codes)}<br>${escapeHtml(sheet.url)}</p>`;
}

function footer(year: number): string {
  return `<footer class="sheet-footer">
  <p>${escapeHtml(company.name)} · ${escapeHtml(company.address)} · ${escapeHtml(company.phone)}</p>
  <p>Hours: ${escapeHtml(company.printHours)}</p>
  <p>© ${year} ${escapeHtml(company.name)}. All rights reserved.</p>
</footer>`;
}

/** The complete printable document of a product sheet. */
export function printSheetHtml(sheet: PrintSheet, year: number = new Date().getFullYear()): string {
  const images = sheet.images.map((src) => `<img src="${escapeHtml(src)}" alt="${escapeHtml(sheet.title)}">`).join('');
  const faq = sheet.faq
    .map((entry) => `<div class="sheet-faq"><h3>${escapeHtml(entry.question)}</h3>${entry.answerHtml}</div>`)
    .join('');
  const body = [
    header(sheet),
    images ? `<div class="sheet-images">${images}</div>` : '',
    section('Description', sheet.descriptionHtml),
    section('Specifications', sheet.specsHtml),
    section('Features', sheet.featuresHtml),
    drawings('Diagrams', sheet.diagrams),
    drawings('Panel Diagrams', sheet.panels),
    section('Downloads', linkList(sheet.downloads)),
    section('Videos', linkList(sheet.videos)),
    section('FAQ', faq),
    footer(year),
  ].join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(sheet.title)} | ${escapeHtml(company.name)}</title>
<style>${PRINT_STYLES}</style></head>
<body>${body}</body></html>`;
}
