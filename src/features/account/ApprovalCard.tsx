import type { ReactNode } from 'react';
import type { OrderApproval } from '../../api/approvals.ts';
import { formatPrice, roundToCents } from '../../config/pricing.ts';
import { orderPath } from '../../lib/paths.ts';
import { approvalStatusText } from './approvals.ts';
import { Day } from './Day.tsx';

/**
 * One order request: who asked, when, its total and lines at the prices of that day, the buyer's
 * note, what became of it, and the actions the reader may take (`children`). Its heading is of
 * `level` under the page's own headings.
 */
export function ApprovalCard({
  approval,
  level,
  children,
}: {
  approval: OrderApproval;
  level: 2 | 3;
  children?: ReactNode;
}) {
  const titleId = `approval-${approval.Id}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="approval" aria-labelledby={titleId}>
      <Heading id={titleId}>
        Request {approval.Id} from {approval.BuyerName}: {formatPrice(approval.Total)}
      </Heading>
      <p className="approval__facts">
        Asked on <Day value={approval.CreatedAt} />. Status: <strong>{approvalStatusText(approval)}</strong>
        {approval.DocNum !== null && (
          <>
            {' '}
            <a href={orderPath(approval.DocNum)}>View order {approval.DocNum}</a>
          </>
        )}
      </p>
      {approval.Reason && <p>Reason: {approval.Reason}</p>}
      <p className="approval__note">Note: {approval.Note}</p>
      <ul className="approval__lines">
        {approval.Lines.map((line) => (
          <li key={line.sku}>
            {line.qty} x {line.sku} {line.title} at {formatPrice(line.price)} ={' '}
            {formatPrice(roundToCents(line.price * line.qty))}
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}
