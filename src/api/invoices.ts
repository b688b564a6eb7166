import * as z from 'zod/mini';
import { int, isoDate, nonEmpty, onFirstUse, text } from './rules.ts';

/**
 * Invoices of the account (not in the spec's call list: the spec's Invoices page shows order
 * details with links to the orders, so the API lists the invoices and the orders they bill).
 * One invoice per shipment; `SO` is the order number for /account/order/{SO}.
 */
export const invoicesRequest = z.object({ bpid: nonEmpty('bpid is required') });
export const invoiceRow = onFirstUse(() =>
  z.object({
    Invoice: z.string(),
    docdate: isoDate,
    SO: int(),
    PO: z.nullable(z.string()),
    TrackNo: z.nullable(z.string()),
    /** The carrier, so the tracking number can link to its page; hosts before this field leave it out. */
    ShipVia: z.optional(z.nullable(text())),
  }),
);
export const invoicesResponse = onFirstUse(() => z.object({ refInvoices: z.array(invoiceRow) }));

export type InvoicesRequest = z.input<typeof invoicesRequest>;
export type InvoiceRow = z.infer<typeof invoiceRow>;
