import type { ProductListRow } from '../../api/account.ts';
import { fetchProductList } from './account.api.ts';
import { AccountView } from './AccountView.tsx';
import { saveText } from './download.ts';
import { itemPath } from '../../lib/paths.ts';
import { csvRows, csvText, priceText, PRODUCT_LIST_FILE, rowPrices, stockText } from './product-list.ts';
import { Pager } from './Pager.tsx';
import { TABLE_PAGE_SIZE } from './paging.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { SearchField } from './SearchField.tsx';
import { useTableView } from './use-table-view.ts';

const columns = ['S.no', 'Category', 'Sku', 'MSRP', 'My Price', 'US / Inbound', 'Shipped', 'Status'] as const;

/** The CSV writer loads when the button is pressed, so the page costs nothing more before that. */
async function download(rows: readonly ProductListRow[], accountType: string) {
  const { csvFormatRows } = await import('d3-dsv');
  saveText(csvText(csvRows(rows, accountType), csvFormatRows), PRODUCT_LIST_FILE, 'text/csv;charset=utf-8');
}

function ProductList({ rows, accountType }: { rows: ProductListRow[]; accountType: string }) {
  // S.no counts the rows as shown, so it does not sort; the prices are the account's own.
  const { term, search, sorting, page, showPage } = useTableView(rows, {
    searched: (row) => [row.gname, row.Sku],
    sortKeys: [
      undefined,
      (row) => row.gname,
      (row) => row.Sku,
      (row) => rowPrices(row, accountType).msrp,
      (row) => rowPrices(row, accountType).mine,
      (row) => row.stockUS,
      (row) => row.ship,
      (row) => row.status,
    ],
    pageSize: TABLE_PAGE_SIZE,
  });
  const first = (page.number - 1) * TABLE_PAGE_SIZE;
  return (
    <>
      <div className="account-actions">
        <SearchField label="Search by category or Sku" value={term} onChange={search} />
        <button
          type="button"
          className="button"
          onClick={() => void download(rows, accountType).catch((error: unknown) => console.error(error))}
        >
          Download Data
        </button>
      </div>
      <ScrollTable label="Product list" columns={columns} rowCount={page.rows.length} sorting={sorting}>
        {page.rows.map((row, index) => {
          const { msrp, mine } = rowPrices(row, accountType);
          return (
            <tr key={row.Sku}>
              <td className="num">{first + index + 1}</td>
              <td>{row.gname}</td>
              <td>
                <a href={itemPath(row.Sku)}>{row.Sku}</a>
              </td>
              <td className="num">{priceText(msrp)}</td>
              <td className="num">{priceText(mine)}</td>
              <td>{stockText(row.stockUS, row.ASNUS)}</td>
              <td className="num">{row.ship}</td>
              <td>{row.status}</td>
            </tr>
          );
        })}
      </ScrollTable>
      <Pager label="Product list pages" page={page} onPage={showPage} />
    </>
  );
}

/** /account/skulist: every product with the account's price and regional stock, and a CSV download. */
export default function ProductListPage() {
  return (
    <AccountView title="Product List" load={(info) => fetchProductList(info.Account)}>
      {(rows, _setRows, info) => <ProductList rows={rows} accountType={info.AccountType} />}
    </AccountView>
  );
}
