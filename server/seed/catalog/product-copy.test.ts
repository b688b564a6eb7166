import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMediaStore } from './media-store.ts';
import { generateProducts, type ProductDraft } from './products.ts';
import { buildTaxonomy } from './taxonomy.ts';

/** The seeded copy read as a buyer would: every claim checked against the product's own specs. */

const dir = mkdtempSync(join(tmpdir(), 'product-copy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const drafts: ProductDraft[] = [...generateProducts(buildTaxonomy(), 400, createMediaStore(dir))];

const specsOf = (draft: ProductDraft) =>
  new Map([...draft.specs.matchAll(/<th>([^<]*)<\/th><td>([^<]*)<\/td>/g)].map(([, label, value]) => [label, value]));
const copyOf = (draft: ProductDraft) => `${draft.title} ${draft.subtitle} ${draft.description} ${draft.features}`;
const resolutions = (text: string) => new Set(text.match(/\b(1080p(60)?|4K(30|60)|8K(30|60))\b/g) ?? []);
const mismatches = (check: (draft: ProductDraft) => string | undefined) =>
  drafts.flatMap((draft) => {
    const problem = check(draft);
    return problem ? [`${draft.sku}: ${problem}`] : [];
  });

it('claims fanless or quiet operation only for products whose cooling spec is fanless', () => {
  expect(
    mismatches((draft) => {
      const cooling = specsOf(draft).get('Cooling') ?? '';
      if (/fanless|silent|quiet unit/i.test(copyOf(draft)) && !/^Fanless/.test(cooling))
        return `says fanless, ${cooling}`;
      if (/fans/i.test(cooling) && /fanless/i.test(copyOf(draft))) return 'fan-cooled but called fanless';
      return undefined;
    }),
  ).toEqual([]);
});

it('claims only the resolution its Maximum resolution spec gives, and none without one', () => {
  expect(
    mismatches((draft) => {
      const max = specsOf(draft).get('Maximum resolution');
      const claimed = [...resolutions(copyOf(draft))];
      const wrong = claimed.filter((res) => res !== max);
      return wrong.length > 0 ? `claims ${wrong.join(', ')}, spec ${max ?? 'none'}` : undefined;
    }),
  ).toEqual([]);
});

it('never places SDI and live-production gear in meeting rooms or classrooms, and 3G-SDI stays 1080p60', () => {
  const broadcast = drafts.filter((draft) => /SDI|Live Production/.test(draft.title));
  expect(broadcast.length).toBeGreaterThan(5);
  expect(
    mismatches((draft) => {
      if (!broadcast.includes(draft)) return undefined;
      if (/meeting rooms|classrooms/i.test(copyOf(draft))) return 'described for meeting rooms';
      if (/3G-SDI/.test(draft.title) && /^[48]K/.test(specsOf(draft).get('Maximum resolution') ?? ''))
        return '3G at 4K';
      return undefined;
    }),
  ).toEqual([]);
});

it('gives every product a weight its size can hold: a box is 0.1-1.5 kg per litre, a cable under 0.2 kg a metre', () => {
  expect(
    mismatches((draft) => {
      const specs = specsOf(draft);
      const kg = Number.parseFloat(specs.get('Weight') ?? '');
      const [w = 0, d = 0, h = 0] = (specs.get('Dimensions (W x D x H)') ?? '').split(' x ').map(Number.parseFloat);
      const metres = Number.parseFloat(specs.get('Length') ?? '');
      if (!(kg > 0)) return 'no weight';
      if (w > 0) {
        const density = kg / ((w * d * h) / 1_000_000);
        return density < 0.1 || density > 1.5 ? `${kg} kg in ${w} x ${d} x ${h} mm` : undefined;
      }
      if (metres > 0) return kg > 0.2 + metres * 0.2 ? `${kg} kg for ${metres} m` : undefined;
      return /Cable/.test(draft.title) ? undefined : 'no dimensions';
    }),
  ).toEqual([]);
});

it('powers cables and passive parts from nothing and large chassis from the mains', () => {
  expect(
    mismatches((draft) => {
      const power = specsOf(draft).get('Power');
      if (/ Cable, /.test(draft.title) && power) return `a cable powered by ${power}`;
      if (/^16x16 .*Matrix Switcher/.test(draft.title) && !/AC/.test(power ?? '')) return `16x16 matrix on ${power}`;
      return undefined;
    }),
  ).toEqual([]);
});

it('describes USB-C to HDMI cables as cables, not as rack or wall-plate leads', () => {
  const usbc = drafts.filter((draft) => draft.title.startsWith('USB-C to HDMI Cable'));
  expect(usbc.length).toBeGreaterThan(0);
  for (const draft of usbc) expect(copyOf(draft)).not.toMatch(/racks and wall plates|unit|firmware/i);
});
