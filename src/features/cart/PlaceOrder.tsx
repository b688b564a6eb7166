import { useStore } from '@nanostores/react';
import { prepareVerification } from '../forms/verify.ts';
import { orderStatus, placeOrder } from './order.store.ts';
import { OrderStatus } from './OrderStatus.tsx';

/** The Place Order button and the order's status text (or the request for approval). */
export function PlaceOrder({ disabled }: { disabled: boolean }) {
  const status = useStore(orderStatus.$status);
  return (
    <div className="place-order" onFocus={() => prepareVerification()}>
      <button
        type="button"
        className="button"
        disabled={disabled || status === 'pending'}
        onClick={() => void placeOrder()}
      >
        Place Order
      </button>
      <div className="place-order__status">
        <OrderStatus />
      </div>
    </div>
  );
}
