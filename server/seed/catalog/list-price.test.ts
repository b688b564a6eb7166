import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultProductCount } from '../index.ts';
import { createMediaStore } from './media-store.ts';
import { generateProducts, type ProductDraft } from './products.ts';
import { buildTaxonomy } from './taxonomy.ts';

/** Prices read as a buyer compares them: within one product line, more costs more. */

const dir = mkdtempSync(join(tmpdir(), 'list-price-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const catalogue = (total: number) => [
  ...generateProducts(buildTaxonomy(), total, createMediaStore(join(dir, `${total}`))),
];

const resolutions = ['1080p', '1080p60', '4K30', '4K60', '8K30', '8K60'];
/** What grows along a line: ports (`1x4`: 4), metres (a cable's length, an extender's reach), resolution. */
const axes: { name: string; pattern: RegExp; amount: (found: string) => number }[] = [
  { name: 'ports', pattern: /\b\d+x\d+\b/, amount: (found) => found.split('x').reduce((a, b) => a * Number(b), 1) },
  { name: 'metres', pattern: /\b\d+(?:\.\d+)? m\b/, amount: (found) => Number.parseFloat(found) },
  { name: 'resolution', pattern: /\b(?:1080p(?:60)?|[48]K(?:30|60))\b/, amount: (found) => resolutions.indexOf(found) },
];

/** Every pair of one line (same subcategory, same title but for one axis) whose larger costs less or the same. */
function inversions(drafts: readonly ProductDraft[]): string[] {
  return axes.flatMap(({ name, pattern, amount }) => {
    const lines = Map.groupBy(
      drafts.filter((draft) => pattern.test(draft.title)),
      (draft) => `${draft.subcategoryId} ${draft.title.replace(pattern, '#')}`,
    );
    return [...lines.values()].flatMap((line) => {
      const ordered = line
        .map((draft) => ({ draft, amount: amount(pattern.exec(draft.title)?.[0] ?? '') }))
        .sort((a, b) => a.amount - b.amount);
      return ordered.slice(1).flatMap(({ draft, amount: more }, i) => {
        const smaller = ordered[i];
        if (!smaller || smaller.amount === more || draft.stock.msrp > smaller.draft.stock.msrp) return [];
        return [`${name}: ${draft.title} $${draft.stock.msrp} <= ${smaller.draft.title} $${smaller.draft.stock.msrp}`];
      });
    });
  });
}

const msrpOf = (drafts: readonly ProductDraft[], title: string) => drafts.find((d) => d.title === title)?.stock.msrp;

describe('list prices', () => {
  const drafts = catalogue(defaultProductCount);

  it('grow along a line: more outputs, a longer cable or reach, a higher resolution cost more', () => {
    expect(inversions(drafts)).toEqual([]);
    const oneBySixteen = msrpOf(drafts, '1x16 DisplayPort Splitter, 4K30') ?? 0;
    expect(oneBySixteen).toBeGreaterThan(msrpOf(drafts, '1x4 DisplayPort Splitter, 4K30') ?? Infinity);
    expect(msrpOf(drafts, 'High Speed HDMI Cable, 15 m')).toBeGreaterThan(
      msrpOf(drafts, 'High Speed HDMI Cable, 5 m') ?? Infinity,
    );
  });

  it('follow the kind: an HDBaseT splitter costs more than an HDMI or DisplayPort one of its size and resolution', () => {
    const plain = /^(1x\d+) (HDMI|DisplayPort) Splitter, (\w+)$/;
    const pairs = drafts.flatMap((draft) => {
      const [, size, , resolution] = plain.exec(draft.title) ?? [];
      const hdbaset = drafts.find((other) => other.title === `${size} HDBaseT Splitter, ${resolution}`);
      return size && hdbaset ? [[draft, hdbaset] as const] : [];
    });
    expect(pairs.length).toBeGreaterThan(2);
    for (const [draft, hdbaset] of pairs) expect(hdbaset.stock.msrp, draft.title).toBeGreaterThan(draft.stock.msrp);
  });

  it('grow along a line in a catalogue six times larger too', () => {
    expect(inversions(catalogue(defaultProductCount * 6))).toEqual([]);
  }, 180_000);
});
