import { datasheetPdf, type DocumentFacts, manualPdf, panelPdf } from './datasheet.ts';
import { type MediaStore, type StoredFile, uploadsUrl } from './media-store.ts';
import type { Random } from './random.ts';
import type { DeviceSpec } from '../art/device-spec.ts';
import { productArtSvg } from '../art/product-art.ts';
import type { DerivedView } from '../art/render.ts';
import { deviceSvg, diagramSvg } from './svg.ts';

/**
 * Whose files these are: a product's own (named by sku) or, in large catalogues, a pool shared by the
 * products of a category (documents), named `pool/...`. Pictures are named by what they show.
 */
export interface MediaSubject {
  docName: string;
  /** Text drawn on images and printed on documents. */
  label: string;
  heading: string;
  subtitle: string;
  /** Drawing colour, one per category. */
  hue: number;
  /** What the product pictures show: its body, connectors and their counts. */
  device: DeviceSpec;
  /** What its datasheet prints. */
  facts: DocumentFacts;
  /**
   * The product line's shared documents (user manual, panel drawing), as makers share one manual
   * across a family: written once per line, which also keeps the seed fast.
   */
  line: { name: string; facts: DocumentFacts };
}

export interface ProductMedia {
  /** Image addresses (`/uploads/products/...`), one to three. */
  images: string[];
  diagrams: StoredFile[];
  panels: StoredFile[];
  downloads: StoredFile[];
}

const otherViews: DerivedView[] = ['mirror', 'detail'];

/** Generates (or reuses) the images and documents of one product. */
export function productMedia(subject: MediaSubject, random: Random, store: MediaStore): ProductMedia {
  const { docName, label, hue, device } = subject;
  const roll = random.next();
  const imageCount = roll < 0.15 ? 1 : roll < 0.4 ? 2 : 3;
  const portCount = device.groups.reduce((sum, group) => sum + group.count, 0);
  // The port count was once drawn at random here; the draw stays so every later choice (files,
  // videos, FAQ) and so the rest of the demo catalogue is what it was.
  random.int(2, 8);
  // Named by the art, not the sku: products that look alike share one render.
  const hero = store.art.render('products', productArtSvg(device));
  const images = [hero, ...otherViews.slice(0, imageCount - 1).map((view) => store.art.derive(hero, view))].map(
    uploadsUrl,
  );

  const diagrams = random.chance(0.4)
    ? [
        ['Source', label, 'Display'],
        ['Laptop', 'Control', label, 'Projector'],
      ]
        .slice(0, random.int(1, 2))
        .map((stages, i) => store.put(`diagrams/${docName}-${i + 1}.svg`, () => diagramSvg(label, stages, hue)))
    : [];

  const panelKind = random.next();
  const panels =
    panelKind < 0.25
      ? (['front', 'rear'] as const).map((view) =>
          store.put(`panels/${docName}-${view}.svg`, () => deviceSvg(label, `${view} panel`, hue, view, portCount)),
        )
      : panelKind < 0.35
        ? [store.put(`panels/${subject.line.name}-panel.pdf`, () => panelPdf(subject.line.facts))]
        : [];

  const downloads: StoredFile[] = [];
  if (random.chance(0.55)) {
    downloads.push(store.put(`downloads/${docName}-datasheet.pdf`, () => datasheetPdf(subject.facts)));
    if (random.chance(0.5)) {
      downloads.push(store.put(`downloads/${subject.line.name}-manual.pdf`, () => manualPdf(subject.line.facts)));
    }
    if (random.chance(0.3)) {
      downloads.push(
        store.put(
          `downloads/${docName}-release-notes.txt`,
          () => `${label} firmware release notes\n\n2.4.1  Improved EDID handling.\n2.3.0  Added RS-232 commands.\n`,
        ),
      );
    }
  }
  return { images, diagrams, panels, downloads };
}
