import { lazy, Suspense, useState } from 'react';
import type { OrderApproval } from '../../api/approvals.ts';
import { ApiError } from '../../api/errors.ts';
import { userMay } from '../session/may-use.ts';
import { verifyHuman } from '../forms/verify.ts';
import { ApprovalCard } from './ApprovalCard.tsx';
import { approveOrder, fetchApprovals } from './approvals.api.ts';
import { pendingFirst } from './approvals.ts';
import { AccountView } from './AccountView.tsx';
import { Loader } from './Loader.tsx';
import './approvals.css';

const DeclineForm = lazy(() => import('./DeclineForm.tsx'));

type Approvals = OrderApproval[];

/** Why an approval failed, in words the admin can act on (a line out of stock names itself). */
const failureOf = (error: unknown) =>
  error instanceof ApiError && error.status < 500
    ? (error.issues[0]?.reason ?? error.message)
    : 'The request could not be approved. Please try again.';

/** Approve (places the order now) or open the Decline form of one pending request. */
function Decision({ approval, setApprovals }: { approval: OrderApproval; setApprovals: (rows: Approvals) => void }) {
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  async function approve() {
    setBusy(true);
    setFailure('');
    try {
      const pass = await verifyHuman();
      if (pass === null) setFailure('Human verification failed. Please try again.');
      else setApprovals(await approveOrder(approval.Id, pass));
    } catch (error) {
      console.error(new Error(`Request ${approval.Id} was not approved`, { cause: error }));
      setFailure(failureOf(error));
    }
    setBusy(false);
  }
  return (
    <>
      <div className="approval__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void approve()}>
          {busy ? 'Placing the order...' : 'Approve and place order'}
          <span className="visually-hidden"> {approval.Id}</span>
        </button>
        {!declining && (
          <button type="button" className="button button--ghost" onClick={() => setDeclining(true)}>
            Decline<span className="visually-hidden"> request {approval.Id}</span>
          </button>
        )}
      </div>
      {failure && <p role="alert">{failure}</p>}
      {declining && (
        <Suspense fallback={<Loader />}>
          <DeclineForm approval={approval} onDeclined={setApprovals} />
        </Suspense>
      )}
    </>
  );
}

/**
 * /account/approvals: buyers' orders over their spending limits, for the company's admins to decide;
 * staff signed in as any member of the company read them.
 */
export default function ApprovalsPage() {
  return (
    <AccountView
      title="Approvals"
      intro="Orders of your buyers over their spending limits. Approving places the order at today's prices; the buyer is told either way."
      load={fetchApprovals}
    >
      {(approvals, setApprovals, info) => {
        const decides = userMay(info, 'approvals');
        return (
          <>
            {!decides && <p>Staff view: read only. Orders are approved by the company&rsquo;s admins.</p>}
            {approvals.length === 0 ? (
              <p>No order is waiting for approval.</p>
            ) : (
              <ul className="approvals" aria-label="Order requests">
                {pendingFirst(approvals).map((approval) => (
                  <li key={approval.Id}>
                    <ApprovalCard approval={approval} level={2}>
                      {approval.Status === 'pending' && decides && (
                        <Decision approval={approval} setApprovals={setApprovals} />
                      )}
                    </ApprovalCard>
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      }}
    </AccountView>
  );
}
