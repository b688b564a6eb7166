import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { SkuHistoryRow } from '../../api/account.ts';
import { hasLine } from '../cart/cart.ts';
import { $cart } from '../cart/cart.store.ts';
import { addToCart } from '../cart/add-to-cart.store.ts';
import { loadCatalogLines } from '../cart/catalog-lines.api.ts';
import { problemMessage } from '../cart/merge.ts';
import { fetchSkuHistory } from './account.api.ts';
import { AccountView } from './AccountView.tsx';
import { itemPath } from '../../lib/paths.ts';
import { Pager } from './Pager.tsx';
import { TABLE_PAGE_SIZE } from './paging.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { SearchField } from './SearchField.tsx';
import { useTableView } from './use-table-view.ts';

const columns = ['Category', 'Skew', 'Shipped', 'stock', 'Add to cart'] as const;
const sortKeys = [
  (row: SkuHistoryRow) => row.gname,
  (row: SkuHistoryRow) => row.Sku,
  (row: SkuHistoryRow) => row.ship,
  (row: SkuHistoryRow) => row.Stock,
  undefined,
];

/** Added to cart, Out of stock, or a button that loads the product and adds one unit. */
function AddCell({ row, inCart, accountType }: { row: SkuHistoryRow; inCart: boolean; accountType: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  if (inCart) return <span>Added to cart</span>;
  if (row.Stock <= 0) return <span>Out of stock</span>;

  async function add() {
    setBusy(true);
    setProblem('');
    try {
      const [answer] = await loadCatalogLines([{ sku: row.Sku, qty: 1 }], accountType);
      if (answer && 'line' in answer) addToCart(answer.line);
      else setProblem(problemMessage(answer?.problem ?? 'unknown'));
    } catch (error) {
      console.error(new Error(`Could not add ${row.Sku}`, { cause: error }));
      setProblem('Could not be added. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        aria-label={`Add to Cart ${row.Sku}`}
        onClick={() => void add()}
      >
        Add to Cart
      </button>
      {problem && <span role="alert"> {problem}</span>}
    </>
  );
}

function SkuHistory({ rows, accountType }: { rows: SkuHistoryRow[]; accountType: string }) {
  const { term, search, sorting, page, showPage } = useTableView(rows, {
    searched: (row) => [row.gname, row.Sku],
    sortKeys,
    pageSize: TABLE_PAGE_SIZE,
  });
  // One subscription for the table rather than one per row.
  const cart = useStore($cart);
  return (
    <>
      <SearchField label="Search by category or Sku" value={term} onChange={search} />
      <ScrollTable label="Order sku history" columns={columns} rowCount={page.rows.length} sorting={sorting}>
        {page.rows.map((row) => (
          <tr key={row.Sku}>
            <td>{row.gname}</td>
            <td>
              <a href={itemPath(row.Sku)}>{row.Sku}</a>
            </td>
            <td className="num">{row.ship}</td>
            <td className="num">{row.Stock}</td>
            <td>
              <AddCell row={row} inCart={hasLine(cart, row.Sku)} accountType={accountType} />
            </td>
          </tr>
        ))}
      </ScrollTable>
      <Pager label="Order sku history pages" page={page} onPage={showPage} />
    </>
  );
}

/** /account/history: every sku the account has ordered, with a quick add to the cart. */
export default function SkuHistoryPage() {
  return (
    <AccountView title="Order Sku History" load={(info) => fetchSkuHistory(info.Account)}>
      {(rows, _setRows, info) => <SkuHistory rows={rows} accountType={info.AccountType} />}
    </AccountView>
  );
}
