import { z } from 'zod';
import { isoDate, nonEmpty } from './rules.ts';

/**
 * Invoices of the account (not in the spec's call list: the spec's Invoices page shows order
 * details with links to the orders, so the API lists the invoices and the orders they bill).
 * One invoice per shipment; `SO` is the order number for /account/order/{SO}.
 */
export const invoicesRequest = z.object({ bpid: nonEmpty('bpid is required') });
export const invoiceRow = z.object({
  Invoice: z.string(),
  docdate: isoDate,
  SO: z.number().int(),
  PO: z.string().nullable(),
  TrackNo: z.string().nullable(),
});
export const invoicesResponse = z.object({ refInvoices: z.array(invoiceRow) });

export type InvoicesRequest = z.input<typeof invoicesRequest>;
export type InvoiceRow = z.infer<typeof invoiceRow>;
