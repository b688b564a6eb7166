import type { ItemDetailResponse } from '../../api/item.ts';
import { listPriceFor, priceFor, type PriceRecord } from '../../config/pricing.ts';

/** What the price and stock panel shows for the signed-in account. */
export interface PriceView {
  listPrice: number | undefined;
  myPrice: number | undefined;
  stock: number;
  /** The record as disclosed, to price a cart line from. */
  record: PriceRecord;
}

/**
 * Reads the account's prices from an item detail answer. The server sends refStocks only to a
 * signed-in caller, with only the fields that account may see; none means nothing to show.
 */
export function priceView(detail: ItemDetailResponse, accountType: string | null | undefined): PriceView | undefined {
  const record = detail.refStocks[0];
  if (!record) return undefined;
  return {
    listPrice: listPriceFor(record, accountType),
    myPrice: priceFor(record, accountType),
    stock: record.stock ?? 0,
    record,
  };
}
