import * as z from 'zod/mini';
import { approvalStatus, orderApproval, type OrderApproval } from '../../src/api/approvals.ts';
import { placeOrderRequest } from '../../src/api/orders.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';

/**
 * The order_approvals table: buyers' orders over a spending limit, read for one company (its
 * admins) or one buyer. Another company's request answers 404, as one that does not exist.
 */

type Row = Record<string, unknown>;

const COLUMNS = sql.raw(`id AS "Id", buyer_name AS "BuyerName", status AS "Status", note AS "Note", total AS "Total",
  created_at AS "CreatedAt", decided_at AS "DecidedAt", decided_by_name AS "DecidedBy", reason AS "Reason",
  order_doc_num AS "DocNum", lines`);

const approvalOf = (row: Row): OrderApproval => orderApproval.parse({ ...row, Lines: JSON.parse(String(row.lines)) });

/** Requests of the company (`companyId`) or of one buyer's login (`buyerId`), latest first. */
export async function approvalsOf(
  db: Db,
  owner: { companyId: number } | { buyerId: number },
): Promise<OrderApproval[]> {
  const where = 'companyId' in owner ? sql`company_id = ${owner.companyId}` : sql`buyer_account_id = ${owner.buyerId}`;
  const { rows } = await sql<Row>`
    SELECT ${COLUMNS} FROM order_approvals WHERE ${where} ORDER BY created_at DESC, id DESC`.execute(db);
  return rows.map(approvalOf);
}

const storedRequest = z.pipe(
  z.string(),
  z.transform((text) => placeOrderRequest.parse(JSON.parse(text))),
);

/** A request locked for a decision, with what the decision needs. */
export interface LockedApproval {
  id: number;
  status: OrderApproval['Status'];
  buyerId: number | null;
  buyerName: string;
  total: number;
  /** The order as the buyer sent it. */
  request: z.output<typeof storedRequest>;
}

/**
 * Locks one request of the company (and, with `buyerId`, of that buyer only) until the transaction
 * ends, so of two decisions at once the second sees the first's. Any other id answers 404.
 */
export async function lockedApproval(
  trx: Db,
  companyId: number,
  id: number,
  buyerId?: number,
): Promise<LockedApproval> {
  const { rows } = await sql<Row>`
    SELECT id, status, buyer_account_id, buyer_name, total, request FROM order_approvals
    WHERE id = ${id} AND company_id = ${companyId} AND (${buyerId ?? null}::integer IS NULL OR buyer_account_id = ${buyerId ?? null})
    FOR UPDATE`.execute(trx);
  const row = rows[0];
  if (!row) throw new ApiFailure(404, 'No such order request');
  return {
    id: Number(row.id),
    status: approvalStatus.parse(row.status),
    buyerId: row.buyer_account_id === null ? null : Number(row.buyer_account_id),
    buyerName: String(row.buyer_name),
    total: Number(row.total),
    request: storedRequest.parse(row.request),
  };
}

/** Refuses a decision on a request no longer pending (decided, withdrawn) with 409. */
export function requirePending(approval: LockedApproval): void {
  if (approval.status !== 'pending') {
    throw new ApiFailure(409, `This order request was already ${approval.status}`, [
      { field: 'Id', reason: `This order request was already ${approval.status}` },
    ]);
  }
}

/** Records the decision on a locked request. */
export async function decide(
  trx: Db,
  id: number,
  decision: { status: 'approved' | 'declined' | 'withdrawn'; by: string; reason?: string; docNum?: number },
): Promise<void> {
  await sql`
    UPDATE order_approvals SET status = ${decision.status}, decided_at = ${new Date().toISOString()},
      decided_by_name = ${decision.by}, reason = ${decision.reason ?? null}, order_doc_num = ${decision.docNum ?? null}
    WHERE id = ${id}`.execute(trx);
}
