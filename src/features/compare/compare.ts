import { limits } from '../../config/limits.ts';

/**
 * The products a visitor picks to compare (at most `limits.compareMax`), and the compare page's
 * address, which names them: `/compare?skus=A,B,C`. Pure rules; the store keeps the picks.
 */

/** Longest sku the rules take from storage or an address; catalogue skus are far shorter. */
export const SKU_MAX_LENGTH = 64;
export const TITLE_MAX_LENGTH = 300;
/** Longest `skus` value read from an address: four skus with room to spare. */
export const MAX_QUERY = 1_000;

/** A picked product: its sku and the title the tray shows. */
export interface ComparePick {
  sku: string;
  title: string;
}

export const COMPARE_FULL_MESSAGE = `You can compare up to ${limits.compareMax} products. Remove one to add another.`;

const sameSku = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

export const isPicked = (picks: readonly ComparePick[], sku: string) => picks.some((pick) => sameSku(pick.sku, sku));

/** What picking or unpicking a product did: the new picks, or why they stayed as they were. */
export interface PickResult {
  picks: ComparePick[];
  /** The product was not added: four are picked already. */
  full: boolean;
}

/** Adds the product when absent, removes it when present; a fifth product is refused. */
export function togglePick(picks: readonly ComparePick[], pick: ComparePick): PickResult {
  if (isPicked(picks, pick.sku)) return { picks: removePick(picks, pick.sku), full: false };
  if (picks.length >= limits.compareMax) return { picks: [...picks], full: true };
  return { picks: [...picks, pick], full: false };
}

export const removePick = (picks: readonly ComparePick[], sku: string): ComparePick[] =>
  picks.filter((pick) => !sameSku(pick.sku, sku));

/** The compare page's address for these skus, in their order. */
export const compareUrl = (skus: readonly string[]) =>
  skus.length === 0 ? '/compare' : `/compare?skus=${skus.map(encodeURIComponent).join(',')}`;

/** The skus an address asks to compare: the first four, each once, and those left out. */
export function parseCompareQuery(search: string): { skus: string[]; tooMany: string[] } {
  const value = (new URLSearchParams(search).get('skus') ?? '').slice(0, MAX_QUERY);
  const named = value
    .split(',')
    .map((sku) => sku.trim())
    .filter((sku) => sku !== '' && sku.length <= SKU_MAX_LENGTH);
  const unique = named.filter((sku, index) => named.findIndex((other) => sameSku(other, sku)) === index);
  return { skus: unique.slice(0, limits.compareMax), tooMany: unique.slice(limits.compareMax) };
}

/** "Compare 3 products". */
export const compareLinkText = (count: number) => `Compare ${count} products`;
