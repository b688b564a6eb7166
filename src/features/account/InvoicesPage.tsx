import type { InvoiceRow } from '../../api/invoices.ts';
import { pageSize } from '../../config/limits.ts';
import { fetchInvoices } from './account.api.ts';
import { AccountView } from './AccountView.tsx';
import { orderPath } from '../../lib/paths.ts';
import { Day } from './Day.tsx';
import { orMissing } from './format.ts';
import { Pager } from './Pager.tsx';
import { ScrollTable } from './ScrollTable.tsx';
import { SearchField } from './SearchField.tsx';
import { Tracking } from './Tracking.tsx';
import { useTableView } from './use-table-view.ts';

const columns = ['Invoice', 'Date', 'Order', 'PO', 'Tracking'] as const;
const sortKeys = [
  (row: InvoiceRow) => row.Invoice,
  (row: InvoiceRow) => row.docdate,
  (row: InvoiceRow) => row.SO,
  (row: InvoiceRow) => row.PO,
  (row: InvoiceRow) => row.TrackNo,
];

function Invoices({ rows }: { rows: InvoiceRow[] }) {
  const { term, search, sorting, page, showPage } = useTableView(rows, {
    searched: (row) => [row.Invoice, row.PO, row.SO],
    sortKeys,
    pageSize: pageSize.orderHistory,
  });
  return (
    <>
      <SearchField label="Search by invoice, order or PO" value={term} onChange={search} />
      <ScrollTable label="Invoices" columns={columns} rowCount={page.rows.length} sorting={sorting}>
        {page.rows.map((row) => (
          <tr key={`${row.Invoice}-${row.SO}`}>
            <td>{row.Invoice}</td>
            <td>
              <Day value={row.docdate} />
            </td>
            <td>
              <a href={orderPath(row.SO)} aria-label={`Order ${row.SO}`}>
                {row.SO}
              </a>
            </td>
            <td>{orMissing(row.PO)}</td>
            <td>
              <Tracking shipVia={row.ShipVia} trackNo={row.TrackNo} />
            </td>
          </tr>
        ))}
      </ScrollTable>
      <Pager label="Invoices pages" page={page} onPage={showPage} />
    </>
  );
}

/** /account/invoices: one invoice per shipment, each opening the order it bills. */
export default function InvoicesPage() {
  return (
    <AccountView
      title="Invoices"
      intro="One invoice per shipment: open its order to see the lines it bills."
      load={(info) => fetchInvoices(info.Account)}
    >
      {(rows) => <Invoices rows={rows} />}
    </AccountView>
  );
}
