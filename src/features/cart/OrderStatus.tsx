import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { FormStatusView } from '../forms/FormStatusView.tsx';
import { ORDER_FAILED_MESSAGE, ORDER_PENDING_MESSAGE, ORDER_PLACED_MESSAGE } from './order.ts';
import { $approvalNeeded, orderStatus } from './order.store.ts';

const orderMessages = { pending: ORDER_PENDING_MESSAGE, success: ORDER_PLACED_MESSAGE, failure: ORDER_FAILED_MESSAGE };

const ApprovalRequestForm = lazy(() => import('./ApprovalRequestForm.tsx'));

/**
 * The order's status text under its button; for a Buyer's order over a spending limit, the form that
 * sends it for approval instead.
 */
export function OrderStatus() {
  const status = useStore(orderStatus.$status);
  const approvalNeeded = useStore($approvalNeeded);
  if (approvalNeeded) {
    return (
      <Suspense fallback={<p role="status">{approvalNeeded}</p>}>
        <ApprovalRequestForm reason={approvalNeeded} />
      </Suspense>
    );
  }
  return <FormStatusView status={status} messages={orderMessages} />;
}
