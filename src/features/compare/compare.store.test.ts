// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_KEY, hasStoredPicks } from './compare-key.ts';

/** Loads the store fresh over the browser storage as it is now. */
async function load() {
  vi.resetModules();
  return import('./compare.store.ts');
}

const pick = (sku: string) => ({ sku, title: `Product ${sku}` });

describe('the compare store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the picks in browser storage, so they stay from page to page', async () => {
    const { toggleCompare } = await load();
    toggleCompare(pick('A-1'));
    toggleCompare(pick('B-2'));
    expect(hasStoredPicks()).toBe(true);
    expect((await load()).$compare.get()).toEqual([pick('A-1'), pick('B-2')]);
  });

  it('reads a corrupt or outdated entry as nothing picked', async () => {
    localStorage.setItem(COMPARE_KEY, '{"skus":"A-1"');
    expect((await load()).$compare.get()).toEqual([]);
    localStorage.setItem(COMPARE_KEY, JSON.stringify(['A-1', 'B-2']));
    expect((await load()).$compare.get()).toEqual([]);
  });

  it('reads at most four valid picks and refuses anything else', async () => {
    const { comparePicks } = await load();
    const picks = ['A-1', 'B-2', 'C-3', 'D-4'].map(pick);
    expect(comparePicks.safeParse(picks).success).toBe(true);
    expect(comparePicks.safeParse([...picks, pick('E-5')]).success).toBe(false);
    expect(comparePicks.safeParse([{ sku: '', title: 'x' }]).success).toBe(false);
    expect(comparePicks.safeParse('A-1,B-2').success).toBe(false);
  });

  it('refuses a fifth product, removes one, and clears all', async () => {
    const { $compare, toggleCompare, removeFromCompare, clearCompare } = await load();
    for (const sku of ['A-1', 'B-2', 'C-3', 'D-4']) toggleCompare(pick(sku));
    expect(toggleCompare(pick('E-5')).full).toBe(true);
    expect($compare.get().map((entry) => entry.sku)).toEqual(['A-1', 'B-2', 'C-3', 'D-4']);
    removeFromCompare('B-2');
    expect($compare.get().map((entry) => entry.sku)).toEqual(['A-1', 'C-3', 'D-4']);
    clearCompare();
    expect($compare.get()).toEqual([]);
    expect(hasStoredPicks()).toBe(false);
  });
});
