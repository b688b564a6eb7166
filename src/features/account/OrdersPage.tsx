import type { OrderSummary } from '../../api/account.ts';
import type { UserInfo } from '../../api/session.ts';
import { userMay } from '../session/may-use.ts';
import { fetchOwnRequests } from './approvals.api.ts';
import { OrderRequests } from './OrderRequests.tsx';
import { formatPrice } from '../../config/pricing.ts';
import { pageSize } from '../../config/limits.ts';
import { fetchOrders } from './account.api.ts';
import { AccountView } from './AccountView.tsx';
import { orderPath } from '../../lib/paths.ts';
import { Day } from './Day.tsx';
import { orMissing } from './format.ts';
import { Pager } from './Pager.tsx';
import { ScrollTable } from './ScrollTable.tsx';
import { SearchField } from './SearchField.tsx';
import { useTableView } from './use-table-view.ts';

/** The spec's columns, then the order's status and the company member who placed it. */
const columns = ['Order', 'PO', 'Date', 'Total', 'Status', 'Placed by'] as const;
const sortKeys = [
  (row: OrderSummary) => row.DocNum,
  (row: OrderSummary) => row.po,
  (row: OrderSummary) => row.Date,
  (row: OrderSummary) => row.Total,
  (row: OrderSummary) => row.Status,
  (row: OrderSummary) => row.PlacedBy,
];

/** One of the two order tables: its own PO search, scroll buttons and pages of 20. */
function OrdersTable({ name, rows }: { name: string; rows: OrderSummary[] }) {
  const { term, search, sorting, page, showPage } = useTableView(rows, {
    searched: (row) => [row.po],
    sortKeys,
    pageSize: pageSize.orderHistory,
  });
  return (
    <section aria-labelledby={`orders-${name}`}>
      <h2 id={`orders-${name}`}>{name}</h2>
      <SearchField label={`Search ${name.toLowerCase()} orders by PO`} value={term} onChange={search} />
      <ScrollTable label={`${name} orders`} columns={columns} rowCount={page.rows.length} sorting={sorting}>
        {page.rows.map((row) => (
          <tr key={row.DocNum}>
            <td>
              <a href={orderPath(row.DocNum)}>{row.DocNum}</a>
            </td>
            <td>{orMissing(row.po)}</td>
            <td>
              <Day value={row.Date} />
            </td>
            <td className="num">{formatPrice(row.Total)}</td>
            <td>{orMissing(row.Status)}</td>
            <td>{orMissing(row.PlacedBy)}</td>
          </tr>
        ))}
      </ScrollTable>
      <Pager label={`${name} orders pages`} page={page} onPage={showPage} />
    </section>
  );
}

/** The company's orders, and the caller's own order requests where its role orders. */
async function loadOrders(info: UserInfo) {
  const [open, closed, requests] = await Promise.all([
    fetchOrders(info.Account, 'o'),
    fetchOrders(info.Account, 'c'),
    userMay(info, 'order') ? fetchOwnRequests() : [],
  ]);
  return { open, closed, requests };
}

/** /account/orders: the buyer's order requests, if any, then open and closed orders side by side. */
export default function OrdersPage() {
  return (
    <AccountView title="Order History" load={loadOrders}>
      {(data, setData) => (
        <>
          <OrderRequests requests={data.requests} setRequests={(requests) => setData({ ...data, requests })} />
          <div className="account-columns">
            <OrdersTable name="Open" rows={data.open} />
            <OrdersTable name="Close" rows={data.closed} />
          </div>
        </>
      )}
    </AccountView>
  );
}
