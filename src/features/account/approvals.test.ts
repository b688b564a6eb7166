import { callSamples } from '../../api/samples/index.ts';
import { approvalStatusText, pendingFirst } from './approvals.ts';

const [pending] = callSamples.GetApprovals.response.approvals;
const request = { ...pending!, DecidedBy: 'dealer' };

describe('order requests', () => {
  it('says what became of a request, naming the admin and the order', () => {
    expect(approvalStatusText(request)).toBe('Awaiting approval');
    expect(approvalStatusText({ ...request, Status: 'approved', DocNum: 410012 })).toBe(
      'Approved by dealer: order 410012',
    );
    expect(approvalStatusText({ ...request, Status: 'declined' })).toBe('Declined by dealer');
    expect(approvalStatusText({ ...request, Status: 'withdrawn' })).toBe('Withdrawn');
  });

  it('lists the pending requests first, the longest waiting on top, then the decided ones as they came', () => {
    const rows = [
      { ...request, Id: 4, Status: 'declined' as const },
      { ...request, Id: 3 },
      { ...request, Id: 2, Status: 'approved' as const },
      { ...request, Id: 1 },
    ];
    expect(pendingFirst(rows).map((row) => row.Id)).toEqual([1, 3, 4, 2]);
  });
});
