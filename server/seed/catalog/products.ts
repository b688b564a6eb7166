import { compactSku } from '../../../src/config/catalog.ts';
import { accessories } from './accessories.ts';
import { productsPerSubcategory, uncategorisedCount } from './allocation.ts';
import { type FaqDraft, faqFor } from './faq.ts';
import type { MediaStore, StoredFile } from './media-store.ts';
import { type NamedProduct, productNames } from './naming.ts';
import { listPrice } from './list-price.ts';
import { type StockDraft, stockFor } from './prices.ts';
import { type VideoDraft, videosFor } from './videos.ts';
import { productMedia } from './product-media.ts';
import type { DocumentFacts } from './datasheet.ts';
import { productKind } from './product-kind.ts';
import {
  descriptionOf,
  type MetaTexts,
  metaTexts,
  specsAndFeatures,
  subtitleFor,
  type TextInput,
} from './product-text.ts';
import { createRandom, hashSeed, type Random } from './random.ts';
import type { SeedCategory, SeedSubcategory } from './taxonomy.ts';
import { type DeviceSpec, deviceSpecOf } from '../art/device-spec.ts';

export interface ProductDraft extends MetaTexts {
  pkskuid: number;
  sku: string;
  skuKey: string;
  subcategoryId: number | null;
  categorySlug: string | null;
  title: string;
  subtitle: string;
  upc: string;
  summary: string;
  description: string;
  features: string;
  specs: string;
  images: string[];
  /** What its pictures show (connectors and their counts, a cable's length). */
  device: DeviceSpec;
  isNew: boolean;
  hd4k: boolean;
  isTaa: boolean;
  releasedOn: string;
  stock: StockDraft;
  files: { kind: 'diagram' | 'panel' | 'download'; file: StoredFile }[];
  videos: VideoDraft[];
  faqs: FaqDraft[];
}

/** Above this many products, images and documents come from a shared pool per subcategory. */
export const ownMediaUpTo = 2000;
const firstPkskuid = 1001;
const releaseReference = Date.UTC(2025, 5, 1);

/** A 12-digit UPC-A code (company prefix 85001, item number, check digit). */
export function upcFor(item: number): string {
  const digits = `85001${String(item).padStart(6, '0')}`;
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

/** A cable's length from its title ("…, 2 m", "…Reel, 305 m"). */
const lengthOf = (title: string) => {
  const found = /(\d+(?:\.\d+)?) m\b/.exec(title);
  return found ? Number(found[1]) : null;
};

/**
 * Spec rows that state only what the product's title decides: a guess is no specification. A
 * cable's length is always stated: it is read from the title itself (a 305 m reel).
 */
const statedSpecs = (rows: readonly [string, string][], loose: NamedProduct['loose']) =>
  rows.filter(([label, value]) => label === 'Length' || !loose.some((key) => value.includes(`{${key}}`)));

const releaseDate = (daysBack: number) => new Date(releaseReference - daysBack * 86_400_000).toISOString().slice(0, 10);

interface Placement {
  named: NamedProduct;
  sub: SeedSubcategory | undefined;
  category: Pick<SeedCategory, 'id' | 'name' | 'description' | 'subtitles' | 'features' | 'specs' | 'price'>;
  subtitle?: string;
}

const accessoryCategory: Placement['category'] = {
  id: 0,
  name: 'Accessories',
  description: 'Spare parts and kits for installed systems.',
  subtitles: [],
  features: ['Genuine spare part', 'Fits current and previous models'],
  specs: [['Type', 'Accessory']],
  price: [12, 149],
};

function* placements(taxonomy: SeedCategory[], total: number, random: Random): Generator<Placement> {
  const subs = taxonomy.flatMap((category) => category.subcategories);
  const orphans = uncategorisedCount(total);
  const counts = productsPerSubcategory(
    total - orphans,
    subs.map((sub) => sub.weight),
  );
  const taken = new Set<string>();
  for (const [index, sub] of subs.entries()) {
    const names = productNames(sub, random, taken);
    for (let n = 0; n < (counts[index] ?? 0); n++) {
      const named = names.next();
      if (!named.done) yield { named: named.value, sub, category: sub.category };
    }
  }
  const variant = {
    sig: { label: 'AV', code: 'AV' },
    res: { label: 'professional', code: '' },
    size: { label: '', code: '' },
  };
  for (let n = 0; n < orphans; n++) {
    const item = accessories[n % accessories.length] ?? {
      code: 'ACC',
      title: 'Accessory',
      subtitle: 'Spare part',
      price: accessoryCategory.price[0],
    };
    const generation = Math.floor(n / accessories.length) + 1;
    const title = generation > 1 ? `${item.title}, Gen ${generation}` : item.title;
    yield {
      named: { sku: `AV-ACC-${item.code}${generation}`, title, variant, loose: [] },
      sub: undefined,
      category: { ...accessoryCategory, price: [item.price, item.price] },
      subtitle: item.subtitle,
    };
  }
}

function draftOf(place: Placement, pkskuid: number, pooled: boolean, store: MediaStore): ProductDraft {
  const { named, sub, category } = place;
  const { sku, title, variant, loose } = named;
  const random = createRandom(hashSeed(sku));
  const isNew = random.chance(0.1);
  const isTaa = random.chance(0.3);
  const categorySlug = sub?.category.slug ?? 'accessories';
  const kind = productKind({ categorySlug, subcategoryName: sub?.name ?? category.name, title });
  const subtitle = place.subtitle ?? subtitleFor(category.subtitles, sub?.title ?? '', variant, kind, random);
  const text: TextInput = {
    kind,
    sku,
    title,
    subtitle,
    variant,
    isTaa,
    categoryName: category.name,
    subcategoryName: sub?.name ?? category.name,
    categoryDescription: category.description,
    features: category.features,
    specs: statedSpecs(sub?.specs ?? category.specs, loose),
  };
  const description = descriptionOf(text, random);
  const sheet = specsAndFeatures(text, lengthOf(title), random);
  const facts: DocumentFacts = {
    model: pooled ? (sub?.name ?? category.name) : sku,
    title: pooled ? `${category.name} datasheet` : title,
    subtitle: pooled ? category.description : subtitle,
    summary: description.summary,
    features: sheet.featureList,
    specs: sheet.specRows,
    outline: kind.build === 'cable' ? 'cable' : 'unit',
  };
  const lineName = sub?.name ?? category.name;
  const line = {
    name: pooled ? `pool/${categorySlug}` : `lines/${categorySlug}-${sub?.slug ?? 'all'}`,
    facts: {
      ...facts,
      model: `${lineName} series`,
      title: `${category.name}: ${lineName}`,
      subtitle: category.description,
      summary: `This manual covers every model of the ${lineName} line. ${category.description}`,
      specs: sheet.specRows.filter(([label]) => !/^(Model|Weight|Dimensions)/.test(label)),
    },
  };
  const hue = category.id * 30;
  // A signal the title does not name is not drawn: the picture shows what the buyer reads.
  const signal = title.includes(variant.sig.label) ? variant.sig.label : '';
  const device = deviceSpecOf({ categorySlug, subSlug: sub?.slug, title, signal, hue });
  const media = productMedia(
    pooled
      ? {
          docName: `pool/${categorySlug}`,
          label: sub?.name ?? category.name,
          heading: `${category.name} datasheet`,
          subtitle: category.description,
          hue,
          device,
          facts,
          line,
        }
      : { docName: sku, label: sku, heading: title, subtitle, hue, device, panelName: sku, facts, line },
    random,
    store,
  );
  return {
    pkskuid,
    sku,
    skuKey: compactSku(sku),
    subcategoryId: sub?.id ?? null,
    categorySlug: sub?.category.slug ?? null,
    title,
    subtitle,
    upc: upcFor(pkskuid),
    summary: description.summary,
    description: description.html,
    features: sheet.features,
    specs: sheet.specs,
    ...metaTexts(text, random),
    images: media.images,
    device,
    isNew,
    hd4k: /^[48]K/.test(variant.res.label),
    isTaa,
    releasedOn: releaseDate(isNew ? random.int(0, 90) : random.int(120, 2500)),
    stock: stockFor(
      listPrice({
        title,
        categorySlug,
        range: category.price,
        sizes: sub?.category.sizes.map((size) => size.label) ?? [],
        specs: sheet.specRows,
      }),
      random,
    ),
    files: [
      ...media.diagrams.map((file) => ({ kind: 'diagram' as const, file })),
      ...media.panels.map((file) => ({ kind: 'panel' as const, file })),
      ...media.downloads.map((file) => ({ kind: 'download' as const, file })),
    ],
    videos: random.chance(0.15) ? videosFor(sku, title, random) : [],
    faqs: sub && random.chance(0.3) ? faqFor(sku, random) : [],
  };
}

/**
 * The demo products, in pkskuid order: each subcategory's share of `total`, then a few accessories
 * that belong to no category. Same taxonomy and total, same products.
 */
export function* generateProducts(taxonomy: SeedCategory[], total: number, store: MediaStore): Generator<ProductDraft> {
  const random = createRandom(hashSeed('avconnect catalogue'));
  const pooled = total > ownMediaUpTo;
  let pkskuid = firstPkskuid;
  for (const place of placements(taxonomy, total, random)) {
    yield draftOf(place, pkskuid++, pooled, store);
  }
}
