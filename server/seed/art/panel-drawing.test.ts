import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMediaStore } from '../catalog/media-store.ts';
import { generateProducts } from '../catalog/products.ts';
import { buildTaxonomy } from '../catalog/taxonomy.ts';
import { defaultProductCount } from '../index.ts';
import { faceSummary } from './panel-drawing.ts';

const dir = mkdtempSync(join(tmpdir(), 'panels-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const drafts = [...generateProducts(buildTaxonomy(), defaultProductCount, createMediaStore(dir))];

/** The counted labels ("4 × HDMI") and the sockets a panel drawing shows. */
function readPanel(path: string) {
  const svg = readFileSync(join(dir, path), 'utf8');
  return {
    labels: [...svg.matchAll(/>(\d+ (?:× [^<]+|card slots))</g)].map((match) => match[1]),
    sockets: svg.match(/<g transform="translate\(/g)?.length ?? 0,
  };
}

describe('panel drawings', () => {
  it('show the front the product picture shows: the same connectors, counted the same', () => {
    const drawn = drafts.filter((draft) => draft.files.some((f) => f.kind === 'panel' && f.file.filetype === 'svg'));
    expect(drawn.length).toBeGreaterThan(20);
    for (const draft of drawn) {
      const front = draft.files.find((f) => f.kind === 'panel' && f.file.path.endsWith('-front.svg'));
      expect(front, `${draft.title} has a front panel drawing`).toBeDefined();
      const shown = faceSummary(draft.device);
      const panel = readPanel(front?.file.path ?? '');
      expect(panel.labels, draft.title).toEqual(shown.map((entry) => entry.label));
      const sockets = draft.device.body === 'frame' ? draft.device.slots * 4 : shown.reduce((n, e) => n + e.count, 0);
      expect(panel.sockets, `${draft.title} sockets`).toBe(sockets);
    }
  });

  it('label a 1x4 HDMI splitter one HDMI input and four HDMI outputs', () => {
    const splitter = drafts.find((draft) => /^1x4 HDMI Splitter/.test(draft.title));
    expect(splitter && faceSummary(splitter.device).map((entry) => entry.label)).toEqual(['1 × HDMI', '4 × HDMI']);
  });

  it('are drawn only for products with panels: no cable, adapter or speaker has one', () => {
    const panelled = drafts.filter((draft) => draft.files.some((f) => f.kind === 'panel'));
    for (const draft of panelled) {
      expect(['cable', 'reel', 'adapter', 'keystone', 'speaker'], draft.title).not.toContain(draft.device.body);
    }
    expect(panelled.some((draft) => draft.categorySlug === 'cables')).toBe(false);
  });
});
