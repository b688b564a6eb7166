import { atom } from 'nanostores';
import { PlacingOrder } from '../../api/calls/orders.ts';
import { api } from '../session/api.ts';
import { timing } from '../../config/timing.ts';
import { emailOfToken } from '../session/claims.ts';
import { $auth } from '../session/auth.store.ts';
import { $token } from '../session/token.store.ts';
import { createFormStatus } from '../forms/form-status.store.ts';
import { $cart, emptyCart } from './cart.store.ts';
import { noOrderNotes, orderRequest, type OrderNotes } from './order.ts';
import { passHeaders } from '../../api/misc.ts';
import { ApiError } from '../../api/errors.ts';
import { $orderRefusals, checkCart, clearCartNotes } from './cart-check.store.ts';
import { changesOrder, refusalsByLine } from './reprice.ts';

/** Order placement status: pending, 200, or 404 on any failure; both results clear after 3 s. */
export const orderStatus = createFormStatus({
  successResetMs: timing.orderStatusResetMs,
  failureResetMs: timing.orderStatusResetMs,
});

/** The PO number and comments typed for the next order. */
export const $orderNotes = atom<OrderNotes>(noOrderNotes);

export function setOrderNotes(change: Partial<OrderNotes>): void {
  $orderNotes.set({ ...$orderNotes.get(), ...change });
}

/** The order placed from this page, as the server numbered and priced it (the confirmation). */
export const $placedOrder = atom<{ docNum: number; total: number } | null>(null);

/**
 * The spending limit the cart's order is over, in the server's words, while the buyer may send it
 * to the company's admins for approval (see approval.store.ts); null otherwise.
 */
export const $approvalNeeded = atom<string | null>(null);
// A changed cart is another order: it is tried again from Place Order.
$cart.listen(() => $approvalNeeded.set(null));

/** The request an order over a limit became (its confirmation): its number and total. */
export const $requestedApproval = atom<{ id: number; total: number } | null>(null);

/** The PlacingOrder body for the cart and the notes typed. */
export const currentOrderRequest = () =>
  orderRequest($cart.get(), $auth.get().userInfo, emailOfToken($token.get()), $orderNotes.get());

/** After an order is placed or sent for approval: the cart, its notes and the typed notes are done. */
export function finishOrder(): void {
  $orderNotes.set(noOrderNotes);
  clearCartNotes();
  emptyCart();
}

/** The limit a refused order is over, when the server answered that it needs approval. */
const approvalReasonOf = (error: ApiError) =>
  error.status === 409 ? error.issues.find((issue) => issue.field === 'ApprovalNote')?.reason : undefined;

/**
 * Places the cart as an order with the notes typed: human verification first, then a check of the
 * cart against the catalogue (a changed price or a line no longer sold stops the order, so the
 * buyer sees it first), then PlacingOrder with an idempotency key, so a retried request cannot
 * order twice. Success empties the cart and the notes and keeps the order number for the
 * confirmation; failure keeps everything, with the server's reason on each line it refused, or the
 * limit a Buyer's order is over.
 */
export function placeOrder(): Promise<boolean> {
  const idempotencyKey = crypto.randomUUID();
  $orderRefusals.set({});
  return orderStatus.submit(async (pass) => {
    const changes = await checkCart();
    if (changes.some(changesOrder)) throw new Error('The cart changed since the buyer last saw it');
    const lines = $cart.get();
    const request = currentOrderRequest();
    try {
      const placed = await api.call(PlacingOrder, request, {
        headers: { 'Idempotency-Key': idempotencyKey, ...passHeaders(pass) },
      });
      $placedOrder.set({ docNum: placed.DocNum, total: placed.Total });
      $requestedApproval.set(null);
    } catch (error) {
      if (error instanceof ApiError) {
        $orderRefusals.set(refusalsByLine(lines, error.issues));
        $approvalNeeded.set(approvalReasonOf(error) ?? null);
      }
      throw error;
    }
    finishOrder();
  });
}
