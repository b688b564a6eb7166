import { useState } from 'react';
import type { OrderApproval } from '../../api/approvals.ts';
import { ApprovalCard } from './ApprovalCard.tsx';
import { withdrawRequest } from './approvals.api.ts';
import { pendingFirst } from './approvals.ts';
import './approvals.css';

/**
 * The buyer's orders over its spending limits: waiting for an admin (each may be withdrawn),
 * approved (with the order), declined (with the reason) or withdrawn.
 */
export function OrderRequests({
  requests,
  setRequests,
}: {
  requests: OrderApproval[];
  setRequests: (requests: OrderApproval[]) => void;
}) {
  const [failed, setFailed] = useState(false);
  if (requests.length === 0) return null;
  const withdraw = (id: number) => {
    setFailed(false);
    withdrawRequest(id).then(setRequests, (error: unknown) => {
      console.error(new Error(`Request ${id} was not withdrawn`, { cause: error }));
      setFailed(true);
    });
  };
  return (
    <section aria-labelledby="order-requests">
      <h2 id="order-requests">Order requests</h2>
      <p>Orders over your spending limits, sent to your company&apos;s admins for approval.</p>
      {failed && <p role="alert">The request was not withdrawn. Please try again.</p>}
      <ul className="approvals" aria-label="Order requests">
        {pendingFirst(requests).map((request) => (
          <li key={request.Id}>
            <ApprovalCard approval={request} level={3}>
              {request.Status === 'pending' && (
                <div className="approval__actions">
                  <button type="button" className="button button--ghost" onClick={() => withdraw(request.Id)}>
                    Withdraw<span className="visually-hidden"> request {request.Id}</span>
                  </button>
                </div>
              )}
            </ApprovalCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
