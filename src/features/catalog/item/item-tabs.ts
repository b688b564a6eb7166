import type { MediaFile, Product } from '../../../lib/catalog-types.ts';

export type ItemTabId = 'overview' | 'specs' | 'video' | 'faq' | 'diagram' | 'panel' | 'downloads' | 'inquire';

const IMAGE_TYPES = new Set(['svg', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif']);

export const isImageFile = (file: MediaFile) => IMAGE_TYPES.has(file.type);
const isPanelFile = (file: MediaFile) => isImageFile(file) || file.type === 'pdf';

/** Panel drawings the Panel tab shows: images and PDFs. */
export const panelFiles = (product: Pick<Product, 'panels'>) => product.panels.filter(isPanelFile);

/**
 * The product page's tabs, in order. Video, Diagram, Panel and Downloads exist only when the
 * product has such content; the others always do. Overview is the default.
 */
export function itemTabs(
  product: Pick<Product, 'videos' | 'diagrams' | 'panels' | 'downloads'>,
): { id: ItemTabId; label: string }[] {
  const tabs: { id: ItemTabId; label: string; show: boolean }[] = [
    { id: 'overview', label: 'Overview', show: true },
    { id: 'specs', label: 'Specs', show: true },
    { id: 'video', label: 'Video', show: product.videos.length > 0 },
    { id: 'faq', label: 'FAQ', show: true },
    { id: 'diagram', label: 'Diagram', show: product.diagrams.length > 0 },
    { id: 'panel', label: 'Panel', show: panelFiles(product).length > 0 },
    { id: 'downloads', label: 'Downloads', show: product.downloads.length > 0 },
    { id: 'inquire', label: 'Inquire Product', show: true },
  ];
  return tabs.filter((tab) => tab.show).map(({ id, label }) => ({ id, label }));
}

/** A download's link text: its file name in words, with type and size. */
export function downloadLabel(file: MediaFile): string {
  const base = file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
  return `${base} (${file.type.toUpperCase()}, ${file.size})`;
}
