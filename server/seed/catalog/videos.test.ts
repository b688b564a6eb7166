import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultProductCount } from '../index.ts';
import { createMediaStore } from './media-store.ts';
import { generateProducts } from './products.ts';
import { buildTaxonomy } from './taxonomy.ts';

const dir = mkdtempSync(join(tmpdir(), 'videos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const drafts = [...generateProducts(buildTaxonomy(), defaultProductCount, createMediaStore(dir))];

describe('product videos', () => {
  it('a minority of products has videos, each of the product itself and shared with no other product', () => {
    const filmed = drafts.filter((draft) => draft.videos.length > 0);
    expect(filmed.length / drafts.length).toBeGreaterThan(0.05);
    expect(filmed.length / drafts.length).toBeLessThan(0.3);
    const owners = new Map<string, string>();
    for (const draft of filmed) {
      for (const video of draft.videos) {
        const id = /^https:\/\/www\.youtube\.com\/embed\/([\w-]{11})$/.exec(video.video1)?.[1];
        expect(id, video.video1).toBeDefined();
        expect(video.link).toBe(`https://www.youtube.com/watch?v=${id}`);
        expect(video.title.startsWith(`${draft.title}: `), video.title).toBe(true);
        expect(owners.get(video.video1), `${draft.sku} shows the video of another product`).toBeUndefined();
        owners.set(video.video1, draft.sku);
      }
    }
  });
});
