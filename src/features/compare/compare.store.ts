import * as z from 'zod/mini';
import { limits } from '../../config/limits.ts';
import { persistedWithSchema } from '../session/persisted.ts';
import { COMPARE_KEY } from './compare-key.ts';
import {
  removePick,
  SKU_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  togglePick,
  type ComparePick,
  type PickResult,
} from './compare.ts';

/** The stored picks: at most four, each a sku and a title. */
export const comparePicks = z
  .array(
    z.object({
      sku: z.string().check(z.minLength(1), z.maxLength(SKU_MAX_LENGTH)),
      title: z.string().check(z.maxLength(TITLE_MAX_LENGTH)),
    }),
  )
  .check(z.maxLength(limits.compareMax));

/** The products picked to compare, in the order picked; shared by every tab. */
export const $compare = persistedWithSchema<ComparePick[]>(COMPARE_KEY, comparePicks, []);

/** Picks the product, or unpicks it when picked; `full` when four are picked already. */
export function toggleCompare(pick: ComparePick): PickResult {
  const result = togglePick($compare.get(), pick);
  if (!result.full) $compare.set(result.picks);
  return result;
}

export function removeFromCompare(sku: string): void {
  $compare.set(removePick($compare.get(), sku));
}

export function clearCompare(): void {
  $compare.set([]);
}
