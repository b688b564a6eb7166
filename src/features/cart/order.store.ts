import { PlacingOrder } from '../../api/calls/orders.ts';
import { api } from '../session/api.ts';
import { timing } from '../../config/timing.ts';
import { emailOfToken } from '../auth/claims.ts';
import { $auth } from '../auth/auth.store.ts';
import { $token } from '../auth/token.store.ts';
import { createFormStatus } from '../forms/form-status.store.ts';
import { $cart, emptyCart } from './cart.store.ts';
import { orderRequest } from './order.ts';
import { passHeaders } from '../../api/misc.ts';

/** Order placement status: pending, 200, or 404 on any failure; both results clear after 3 s. */
export const orderStatus = createFormStatus({
  successResetMs: timing.orderStatusResetMs,
  failureResetMs: timing.orderStatusResetMs,
});

/**
 * Places the cart as an order: human verification first, then PlacingOrder with an idempotency
 * key, so a retried request cannot order twice. Success empties the cart; failure keeps it.
 */
export function placeOrder(comments = ''): Promise<boolean> {
  const idempotencyKey = crypto.randomUUID();
  return orderStatus.submit(async (pass) => {
    const request = orderRequest($cart.get(), $auth.get().userInfo, emailOfToken($token.get()), comments);
    await api.call(PlacingOrder, request, {
      headers: { 'Idempotency-Key': idempotencyKey, ...passHeaders(pass) },
    });
    emptyCart();
  });
}
