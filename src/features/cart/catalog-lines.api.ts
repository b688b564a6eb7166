import { ApiError } from '../../api/errors.ts';
import { GetItemDetail } from '../../api/calls/item.ts';
import { api } from '../session/api.ts';
import { mediaUrl } from '../session/media.ts';
import { catalogAnswer, type CatalogAnswer } from './merge.ts';

/** At most this many product look-ups run at once (a pasted list can be long). */
const CONCURRENCY = 4;

async function lookUp(sku: string, qty: number, accountType: string): Promise<CatalogAnswer> {
  try {
    return catalogAnswer(await api.call(GetItemDetail, { skuid: sku }), accountType, qty, mediaUrl);
  } catch (error) {
    // The catalogue answers 404 for a sku it does not have.
    if (error instanceof ApiError && error.status === 404) return { problem: 'unknown' };
    throw error;
  }
}

/** Looks up each wanted sku in the catalogue with the account's token: its priced line, or why not. */
export async function loadCatalogLines(
  wanted: ReadonlyArray<{ sku: string; qty: number }>,
  accountType: string,
): Promise<CatalogAnswer[]> {
  const answers: CatalogAnswer[] = new Array<CatalogAnswer>(wanted.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < wanted.length) {
      const index = next++;
      const { sku, qty } = wanted[index] ?? { sku: '', qty: 0 };
      answers[index] = await lookUp(sku, qty, accountType);
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, wanted.length) }, worker));
  return answers;
}
