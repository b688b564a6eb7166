import type { Random } from './random.ts';

/**
 * What a demo product physically is, so its copy, power, cooling, size and weight agree with each
 * other and with its title: a 12G-SDI distribution amplifier is broadcast gear with a fan, a cable
 * has a length and no power supply, a wall plate fits a two-gang box.
 */

export type Build = 'cable' | 'part' | 'plate' | 'box' | 'rack' | 'card' | 'speaker';

export interface ProductKind {
  build: Build;
  /** SDI and live-production gear: described for studios and trucks, not meeting rooms. */
  broadcast: boolean;
  fanless: boolean;
}

export interface KindInput {
  categorySlug: string;
  subcategoryName: string;
  title: string;
}

const rackCategories = new Set(['matrix', 'networkav']);
/** Ports or watts that push a unit into a rack chassis with fans: 1x8, 4x4, 16x16, 120 W... */
const bigUnit = /\b(1x8|1x16|4x4|4x8|8x8|16x16|32x32|64x64|80x80|8x1|24-Port|120 W|250 W)\b/;

function buildOf({ categorySlug, subcategoryName, title }: KindInput): Build {
  if (categorySlug === 'cables') return /Adapter|Keystone/.test(title) ? 'part' : 'cable';
  if (categorySlug === 'accessories') return 'part';
  if (/Speaker/.test(title)) return 'speaker';
  if (/Wall Plate|Receiver Plate/.test(`${title} ${subcategoryName}`)) return 'plate';
  if (categorySlug.startsWith('flex-matrix')) return /Frame$/.test(title) ? 'rack' : 'card';
  if (/Router|Frame|Production Switcher|Video Wall Processor|Managed AV Switch|Control Processor/.test(title)) {
    return 'rack';
  }
  if (rackCategories.has(categorySlug) && !/Encoder|Decoder|Transceiver|Extender|Interface/.test(title)) {
    return 'rack';
  }
  return bigUnit.test(title) ? 'rack' : 'box';
}

/** The product's kind, from where it sits in the catalogue and what its title names. */
export function productKind(input: KindInput): ProductKind {
  const build = buildOf(input);
  const broadcast = input.categorySlug === 'sdi' || /SDI|Live Production/.test(input.title);
  // Rack chassis move their heat with fans; cards are cooled by their frame's fans.
  return { build, broadcast, fanless: build !== 'rack' };
}

/** Millimetres: width, depth, height ranges, and kilograms per litre of enclosure. */
const bodies: Record<
  Exclude<Build, 'cable'>,
  { w: [number, number]; d: [number, number]; h: number[]; kgPerL: number }
> = {
  part: { w: [20, 60], d: [15, 40], h: [10, 15, 20], kgPerL: 1.2 },
  plate: { w: [70, 70], d: [40, 50], h: [115], kgPerL: 0.9 },
  box: { w: [80, 220], d: [60, 140], h: [20, 25, 30, 35, 45], kgPerL: 0.75 },
  rack: { w: [440, 440], d: [200, 400], h: [44, 88, 132], kgPerL: 0.45 },
  card: { w: [150, 160], d: [240, 260], h: [25], kgPerL: 0.55 },
  speaker: { w: [210, 240], d: [210, 240], h: [110, 130], kgPerL: 0.35 },
};

/** Kilograms per metre of cable; bulk reels add their spool. */
const cableKgPerMetre = 0.06;

export interface Body {
  /** `W x D x H mm`, or null for a cable (its length is its size). */
  dimensions: string | null;
  weightKg: number;
}

/** A body whose weight follows from its size: a palm-sized box is a few hundred grams. */
export function bodyOf(kind: ProductKind, lengthMetres: number | null, random: Random): Body {
  if (kind.build === 'cable') {
    const metres = lengthMetres ?? 2;
    return { dimensions: null, weightKg: round(0.05 + metres * cableKgPerMetre * (0.8 + random.next() * 0.4)) };
  }
  const shape = bodies[kind.build];
  const w = random.int(shape.w[0] / 5, shape.w[1] / 5) * 5;
  const d = random.int(shape.d[0] / 5, shape.d[1] / 5) * 5;
  const h = random.pick(shape.h);
  const litres = (w * d * h) / 1_000_000;
  const weightKg = round(litres * shape.kgPerL * (0.85 + random.next() * 0.3));
  return { dimensions: `${w} x ${d} x ${h} mm`, weightKg };
}

/** Grams for small parts, tens of grams below a kilo, then tenths of a kilo. */
const round = (kg: number) => {
  const step = kg < 0.1 ? 1000 : kg < 1 ? 100 : 10;
  return Math.round(kg * step) / step;
};

/** How a unit is powered, by its build. */
export function powerOf(kind: ProductKind, random: Random): string | null {
  switch (kind.build) {
    case 'cable':
    case 'part':
    case 'speaker':
      return null;
    case 'card':
      return 'From the frame';
    case 'rack':
      return random.pick(['100-240 V AC, 50/60 Hz', '100-240 V AC, 50/60 Hz, redundant option']);
    case 'plate':
      return random.pick(['PoC from the receiver', '12 V DC, 1 A']);
    case 'box':
      return random.pick(['5 V DC, 1 A', '12 V DC, 1 A', '12 V DC, 2 A']);
  }
}

/** The cooling spec row, by build. */
export function coolingOf(kind: ProductKind): string | null {
  if (kind.build === 'cable' || kind.build === 'part' || kind.build === 'speaker') return null;
  if (kind.build === 'card') return 'Cooled by the frame';
  return kind.fanless ? 'Fanless, convection cooled' : 'Temperature-controlled fans, front to back';
}

/** Where the product is used, for its copy. */
export function settingOf(kind: ProductKind): string {
  if (kind.broadcast) return 'studios, OB trucks and live production';
  if (kind.build === 'rack' || kind.build === 'card') return 'equipment rooms, auditoriums and control rooms';
  return 'meeting rooms, classrooms and lecture halls';
}
