import * as z from 'zod/mini';
import { orderedItem } from '../../api/orders.ts';
import { priceFor, type PriceRecord } from '../../config/pricing.ts';
import { limits } from '../../config/limits.ts';

/** A cart line: `id` is the sku, `amount` the unit price for the account type. */
export const cartLine = orderedItem;
export type CartLine = z.infer<typeof cartLine>;

export const cartLines = z.array(cartLine);

export function hasLine(lines: readonly CartLine[], id: string): boolean {
  return lines.some((line) => line.id === id);
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** Changes a line's quantity; quantities outside 1..stock are refused. */
export function setLineQty(lines: readonly CartLine[], id: string, qty: number): CartLine[] {
  return lines.map((line) =>
    line.id === id && Number.isInteger(qty) && qty >= limits.quantityMin && qty <= line.stock ? { ...line, qty } : line,
  );
}

/** What a product page knows about the product it shows. */
export interface ProductSummary {
  sku: string;
  title: string;
  subtitle: string;
  image: string;
}

/**
 * The cart line for a product at the account type's price. Undefined when the server did not
 * disclose that price (the line could not be priced).
 */
export function lineFor(
  product: ProductSummary,
  record: PriceRecord,
  accountType: string | null | undefined,
  qty: number = limits.defaultAddQuantity,
): CartLine | undefined {
  const amount = priceFor(record, accountType);
  if (amount === undefined) return undefined;
  return {
    id: product.sku,
    title: product.title,
    subtitle: product.subtitle,
    img: product.image,
    amount,
    qty,
    stock: record.stock ?? 0,
  };
}
