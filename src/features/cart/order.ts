import type { PlaceOrderRequest } from '../../api/orders.ts';
import type { UserInfo } from '../../api/session.ts';
import { cartTotal } from '../../config/pricing.ts';
import type { CartLine } from './cart.ts';

export const ORDER_PENDING_MESSAGE = 'Placing your order...';
export const ORDER_PLACED_MESSAGE = 'Thank you! Your order has been placed.';
export const ORDER_FAILED_MESSAGE = 'Your order could not be placed. Please try again.';

/** What the buyer adds to an order: their purchase order number and comments (both optional). */
export interface OrderNotes {
  poNumber: string;
  comments: string;
}

export const noOrderNotes: OrderNotes = { poNumber: '', comments: '' };

function joined(lines: readonly CartLine[], field: (line: CartLine) => string | number): string {
  return lines.map(field).join(' ');
}

/**
 * The PlacingOrder body for the cart (catalogue spec section 7): Amount, SKU, QTY, Stock, Subtitle
 * and Title are space-joined lists over the lines; the order object carries the user info, the
 * lines, the total, the buyer's comments and PO number (left out when blank: the server then
 * numbers the order itself).
 */
export function orderRequest(
  lines: readonly CartLine[],
  userInfo: UserInfo | null,
  email: string,
  notes: OrderNotes = noOrderNotes,
): PlaceOrderRequest {
  const poNumber = notes.poNumber.trim();
  return {
    Amount: joined(lines, (line) => line.amount),
    SKU: joined(lines, (line) => line.id),
    QTY: joined(lines, (line) => line.qty),
    Stock: joined(lines, (line) => line.stock),
    Subtitle: joined(lines, (line) => line.subtitle),
    Title: joined(lines, (line) => line.title),
    email,
    NewsletterSubscribe: false,
    order: {
      ...userInfo,
      Comments: notes.comments.trim(),
      ...(poNumber ? { PONumber: poNumber } : {}),
      Total: cartTotal(lines),
      orderedItems: [...lines],
    },
  };
}
