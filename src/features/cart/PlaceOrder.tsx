import { useStore } from '@nanostores/react';
import { FormStatusView } from '../forms/FormStatusView.tsx';
import { prepareVerification } from '../forms/verify.ts';
import { ORDER_FAILED_MESSAGE, ORDER_PENDING_MESSAGE, ORDER_PLACED_MESSAGE } from './order.ts';
import { orderStatus, placeOrder } from './order.store.ts';

const orderMessages = { pending: ORDER_PENDING_MESSAGE, success: ORDER_PLACED_MESSAGE, failure: ORDER_FAILED_MESSAGE };

/** The Place Order button and the order's status text. */
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
        <FormStatusView status={status} messages={orderMessages} />
      </div>
    </div>
  );
}
