import type { OrderApproval } from '../../api/approvals.ts';

/** What became of an order request, as the buyer and the admins read it. */
export function approvalStatusText(approval: Pick<OrderApproval, 'Status' | 'DecidedBy' | 'DocNum'>): string {
  switch (approval.Status) {
    case 'pending':
      return 'Awaiting approval';
    case 'approved':
      return `Approved by ${approval.DecidedBy ?? 'an admin'}: order ${approval.DocNum ?? ''}`.trim();
    case 'declined':
      return `Declined by ${approval.DecidedBy ?? 'an admin'}`;
    case 'withdrawn':
      return 'Withdrawn';
  }
}

/** Pending requests first (oldest first: they have waited longest), then the decided ones, latest first. */
export function pendingFirst(approvals: readonly OrderApproval[]): OrderApproval[] {
  const pending = approvals.filter((approval) => approval.Status === 'pending').reverse();
  return [...pending, ...approvals.filter((approval) => approval.Status !== 'pending')];
}
