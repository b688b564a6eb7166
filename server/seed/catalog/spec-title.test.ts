import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { facetsOf, specRows } from '../../../src/api/facets.ts';
import { defaultProductCount } from '../index.ts';
import { createMediaStore } from './media-store.ts';
import { generateProducts, type ProductDraft } from './products.ts';
import { buildTaxonomy } from './taxonomy.ts';

/**
 * The specs table read against the title, as a buyer and the listing filters read both: a
 * "1x4 … Splitter, 4K60" has four outputs and 4K60, a "…, 70 m" extender reaches 70 m.
 */

const dir = mkdtempSync(join(tmpdir(), 'spec-title-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const catalogue = (total: number) => [
  ...generateProducts(buildTaxonomy(), total, createMediaStore(join(dir, `${total}`))),
];

/** What a title states: its inputs x outputs (not the frame a card fits: "…, 16x16 Frame"), resolution, metres. */
function titleFacts(title: string) {
  const ports = /(?<!, )\b(\d{1,2})x(\d{1,2})\b/.exec(title);
  return {
    ports: ports ? { inputs: ports[1] ?? '', outputs: ports[2] ?? '' } : undefined,
    resolution: /\b(1080p(?:60)?|[48]K(?:30|60))\b/.exec(title)?.[1],
    metres: /\b(\d+(?:\.\d+)?) m\b/.exec(title)?.[1],
  };
}

/** Every disagreement between a product's title and its specs, named. */
function disagreements(draft: ProductDraft): string[] {
  const facts = titleFacts(draft.title);
  const facets = facetsOf(draft.specs);
  const rows = new Map(specRows(draft.specs));
  const problems: string[] = [];
  const expect = (what: string, shown: unknown, wanted: unknown) => {
    if (JSON.stringify(shown) !== JSON.stringify(wanted))
      problems.push(`${what} ${String(shown)}, not ${String(wanted)}`);
  };
  const portRows = [facets.inputs, facets.outputs, facets.matrix, rows.get('Inputs x outputs')];
  if (facts.ports) {
    const { inputs, outputs } = facts.ports;
    if (portRows.every((row) => row === undefined)) problems.push('no inputs or outputs in its specs');
    if (facets.inputs) expect('Inputs', facets.inputs, [inputs]);
    if (facets.outputs) expect('Outputs', facets.outputs, [outputs]);
    if (facets.matrix) expect('Matrix size', facets.matrix, [`${inputs}x${outputs}`]);
    if (rows.has('Inputs x outputs')) expect('Inputs x outputs', rows.get('Inputs x outputs'), `${inputs}x${outputs}`);
  } else if (portRows.some((row) => row !== undefined)) problems.push('inputs or outputs its title does not name');
  if (facts.resolution) expect('Maximum resolution', facets.resolution, [facts.resolution]);
  const reach = draft.categorySlug === 'cables' ? 'length' : 'distance';
  if (facts.metres) expect(reach, facets[reach], [`${Number(facts.metres)} m`]);
  else if (facets.length ?? facets.distance) problems.push('a length or distance its title does not name');
  return problems.map((problem) => `${draft.title}: ${problem}`);
}

describe('every product’s specs agree with its title', () => {
  const drafts = catalogue(defaultProductCount);

  it('in the demo catalogue: ports, resolution, distance and length', () => {
    expect(drafts.flatMap(disagreements)).toEqual([]);
    // The check reads what it should: the splitters whose Outputs once said otherwise are in it.
    const splitters = drafts.filter((draft) => /^1x(2|4|8|16) \w+ Splitter, /.test(draft.title));
    expect(splitters.length).toBeGreaterThan(15);
    expect(facetsOf(splitters.find((d) => d.title.startsWith('1x16 '))?.specs ?? '').outputs).toEqual(['16']);
  });

  it('in a catalogue six times larger', () => {
    expect(catalogue(defaultProductCount * 6).flatMap(disagreements)).toEqual([]);
  }, 180_000);
});
