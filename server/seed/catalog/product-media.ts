import { datasheetPdf, type DocumentFacts, manualPdf, panelPdf } from './datasheet.ts';
import { type MediaStore, type StoredFile, uploadsUrl } from './media-store.ts';
import type { Random } from './random.ts';
import { productArtSvg, type ArtView, type ProductFamily } from './product-art.ts';
import { deviceSvg, diagramSvg } from './svg.ts';

/**
 * Whose files these are: a product's own (both names = sku) or, in large catalogues, pools shared by
 * the products of a subcategory (images) and of a category (documents), named `pool/...`.
 */
export interface MediaSubject {
  name: string;
  docName: string;
  /** Text drawn on images and printed on documents. */
  label: string;
  heading: string;
  subtitle: string;
  /** Drawing colour, one per category. */
  hue: number;
  /** What the product pictures show (cable, wall plate, rack unit…). */
  family: ProductFamily;
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

const views: ArtView[] = [0, 1, 2];

/** Generates (or reuses) the images and documents of one product. */
export function productMedia(subject: MediaSubject, random: Random, store: MediaStore): ProductMedia {
  const { name, docName, label, hue } = subject;
  const roll = random.next();
  const imageCount = roll < 0.15 ? 1 : roll < 0.4 ? 2 : 3;
  const portCount = random.int(2, 8);
  const images = views
    .slice(0, imageCount)
    .map((view, i) =>
      uploadsUrl(
        store.put(`products/${name}-${i + 1}.svg`, () =>
          productArtSvg(subject.heading, subject.family, hue, view, portCount),
        ).path,
      ),
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
