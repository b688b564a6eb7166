import { createHash } from 'node:crypto';
import { datasheetPdf, type DocumentFacts, manualPdf } from './datasheet.ts';
import { type MediaStore, type StoredFile, uploadsUrl } from './media-store.ts';
import type { Random } from './random.ts';
import type { DeviceSpec } from '../art/device-spec.ts';
import { productArtSvg } from '../art/product-art.ts';
import type { DerivedView } from '../art/render.ts';
import { panelDrawingSvg, type PanelView, panelViews } from '../art/panel-drawing.ts';
import { panelPdf } from './panel-pdf.ts';
import { diagramSvg } from './svg.ts';

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
  /**
   * Name of its own panel drawings (the sku); without one (a pooled catalogue) they are unlabelled
   * and named by what they show, so products that look alike share them.
   */
  panelName?: string;
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

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Generates (or reuses) the images and documents of one product. */
export function productMedia(subject: MediaSubject, random: Random, store: MediaStore): ProductMedia {
  const { docName, label, hue, device } = subject;
  const roll = random.next();
  const imageCount = roll < 0.15 ? 1 : roll < 0.4 ? 2 : 3;
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

  // Panel drawings show the product's faces as its picture does; cables and parts have none.
  const panelKind = random.next();
  const views = panelViews(device);
  const power = subject.facts.specs.find(([name]) => name === 'Power')?.[1] ?? '';
  const drawing = (view: PanelView) => panelDrawingSvg(device, subject.panelName ?? '', view, power);
  const panelName = (view: PanelView) => subject.panelName ?? `pool/${digest(drawing(view))}`;
  // A panel document prints the product's own specs, so a pooled catalogue draws its faces instead.
  const panelDocument = () =>
    subject.panelName
      ? store.put(`panels/${subject.panelName}-panel.pdf`, () => panelPdf(subject.facts, device))
      : store.put(`panels/${panelName('front')}-front.svg`, () => drawing('front'));
  const panels =
    views.length === 0
      ? []
      : panelKind < 0.25
        ? views.map((view) => store.put(`panels/${panelName(view)}-${view}.svg`, () => drawing(view)))
        : panelKind < 0.35
          ? [panelDocument()]
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
