import type { OrderLine, OrderShipment, ShipmentDetailsResponse } from '../../api/account.ts';
import { ApiError } from '../../api/errors.ts';
import { formatPrice } from '../../config/pricing.ts';
import { fetchOrderDetails } from './account.api.ts';
import { AccountView } from './AccountView.tsx';
import { itemPath } from '../../lib/paths.ts';
import { Day } from './Day.tsx';
import { orMissing } from './format.ts';
import { orderIdOf } from './order-id.ts';
import { Reorder } from './Reorder.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { ScrollTable } from './ScrollTable.tsx';
import { Tracking } from './Tracking.tsx';
import { useSort } from './use-sort.ts';
import { useIsClient } from '../session/use-client.ts';

export const ORDER_NOT_FOUND_TEXT = 'This order was not found in your account.';

const itemColumns = ['Sku', 'Description', 'Qty', 'Open', 'Ship From', 'Price', 'Total'] as const;
const infoColumns = ['Shipment Date', 'Tracking', 'Invoice'] as const;
const itemKeys = [
  (line: OrderLine) => line.ItemCode,
  (line: OrderLine) => line.Dscription,
  (line: OrderLine) => line.Qty,
  (line: OrderLine) => line.Open,
  (line: OrderLine) => line.whscode,
  (line: OrderLine) => line.Price,
  (line: OrderLine) => line.Total,
];
const infoKeys = [
  (shipment: OrderShipment) => shipment.docdate,
  (shipment: OrderShipment) => shipment.TrackNo,
  (shipment: OrderShipment) => (shipment.Invoice === null ? null : String(shipment.Invoice)),
];

/** The order, or null when the address names no order of this account. */
async function loadOrder(bpid: string): Promise<ShipmentDetailsResponse | null> {
  const orderId = orderIdOf(window.location.pathname);
  if (orderId === undefined) return null;
  try {
    return await fetchOrderDetails(bpid, orderId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function OrderDetails({ order, accountType }: { order: ShipmentDetailsResponse; accountType: string }) {
  const header = order.tbl2[0];
  const items = useSort(itemKeys);
  const shipments = useSort(infoKeys);
  return (
    <>
      <div className="account-blocks">
        <section className="account-block" aria-labelledby="bill-to">
          <h2 id="bill-to">Bill to</h2>
          <dl>
            <dt>To</dt>
            <dd>{orMissing(header?.CardName)}</dd>
            <dt>Address</dt>
            <dd>{orMissing(header?.Address)}</dd>
            <dt>PO</dt>
            <dd>{orMissing(header?.po)}</dd>
            {/* The buyer's own note with the order, shown only when there is one. */}
            {header?.Comments && (
              <>
                <dt>Comments</dt>
                <dd>{header.Comments}</dd>
              </>
            )}
          </dl>
        </section>
        <section className="account-block" aria-labelledby="ship-to">
          <h2 id="ship-to">Ship to</h2>
          <dl>
            <dt>Address</dt>
            <dd>{orMissing(header?.Address2)}</dd>
          </dl>
        </section>
        <OrderTotals header={header} lines={order.tbl1} />
      </div>
      <h2>Items</h2>
      <ScrollTable label="Order items" columns={itemColumns} rowCount={order.tbl1.length} sorting={items.sorting}>
        {items.apply(order.tbl1).map((line, index) => (
          <tr key={`${line.ItemCode}-${index}`}>
            <td>
              <a href={itemPath(line.ItemCode)}>{line.ItemCode}</a>
            </td>
            <td>{orMissing(line.Dscription)}</td>
            <td className="num">{line.Qty}</td>
            <td className="num">{line.Open}</td>
            <td>{orMissing(line.whscode)}</td>
            <td className="num">{formatPrice(line.Price)}</td>
            <td className="num">{formatPrice(line.Total)}</td>
          </tr>
        ))}
      </ScrollTable>
      <Reorder lines={order.tbl1} accountType={accountType} />
      <h2>Info</h2>
      <ScrollTable
        label="Order shipments"
        columns={infoColumns}
        rowCount={Math.max(1, order.tbl3.length)}
        sorting={shipments.sorting}
      >
        {order.tbl3.length === 0 ? (
          <tr>
            <td>N/A</td>
            <td>N/A</td>
            <td>N/A</td>
          </tr>
        ) : (
          shipments.apply(order.tbl3).map((shipment, index) => (
            <tr key={`${shipment.TrackNo ?? ''}-${shipment.Invoice ?? ''}-${index}`}>
              <td>
                <Day value={shipment.docdate} />
              </td>
              <td>
                <Tracking shipVia={shipment.ShipVia} trackNo={shipment.TrackNo} />
              </td>
              <td>{orMissing(shipment.Invoice)}</td>
            </tr>
          ))
        )}
      </ScrollTable>
    </>
  );
}

/**
 * /account/order/{orderId}: one order of the account with its items and shipments. One page serves
 * every order, so its number joins the title once the island runs in the browser.
 */
export default function OrderDetailsPage() {
  const isClient = useIsClient();
  const orderId = isClient ? orderIdOf(window.location.pathname) : undefined;
  return (
    <AccountView
      title={`Order ${orderId ?? ''}`.trim()}
      intro="Its lines with what is still open on each, its shipments with tracking and invoices, and Reorder to put its lines back in your cart."
      load={(info) => loadOrder(info.Account)}
    >
      {(order, _setOrder, info) =>
        order ? (
          <OrderDetails order={order} accountType={info.AccountType} />
        ) : (
          <p role="alert">{ORDER_NOT_FOUND_TEXT}</p>
        )
      }
    </AccountView>
  );
}
