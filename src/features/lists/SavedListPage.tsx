import { useState } from 'react';
import type { ListRef, SavedList } from '../../api/lists.ts';
import { formatPrice, lineTotal } from '../../config/pricing.ts';
import { listLimits } from '../../config/limits.ts';
import { AccountView } from '../account/AccountView.tsx';
import { saveText } from '../account/download.ts';
import { ScrollTable } from '../account/ScrollTable.tsx';
import { csvText } from '../account/product-list.ts';
import type { BulkAddResult } from '../cart/bulk-add.store.ts';
import { LineReport } from '../cart/LineReport.tsx';
import { itemPath } from '../../lib/paths.ts';
import { userMay } from '../session/may-use.ts';
import { fetchList, setListLine } from './lists.api.ts';
import { idInAddress, listCsvRows, listFileName, wantedOf } from './lists.ts';
import './lists.css';

const columns = ['Select', 'Sku', 'Title', 'Qty', 'Stock', 'My Price', 'Total', 'Remove'] as const;
/** A role that only reads lists (a Viewer's view of a shared list): no selection, quantities or removal. */
const readColumns = columns.filter((column) => column !== 'Select' && column !== 'Remove');

/** The CSV writer loads when Export is pressed. */
async function exportCsv(list: SavedList) {
  const { csvFormatRows } = await import('d3-dsv');
  saveText(csvText(listCsvRows(list.lines), csvFormatRows), listFileName(list.name), 'text/csv;charset=utf-8');
}

interface ListProps {
  list: SavedList;
  listRef: ListRef;
  accountType: string;
  /** Whether the member may change the list's lines and add them to the cart. */
  editable: boolean;
  setList: (list: SavedList) => void;
}

function ListLines({ list, listRef, accountType, editable, setList }: ListProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<BulkAddResult>();
  const [failure, setFailure] = useState('');

  async function change(sku: string, qty: number) {
    setFailure('');
    try {
      setList(await setListLine(listRef, sku, qty));
    } catch (error) {
      console.error(new Error(`Could not change ${sku}`, { cause: error }));
      setFailure('The list could not be changed. Please try again.');
    }
  }

  /** Under the cart's own rules: a sku already in the cart, no longer sold or short of stock is reported. */
  async function addToCart(all: boolean) {
    setFailure('');
    try {
      const { addWantedToCart } = await import('../cart/bulk-add.store.ts');
      setResult(await addWantedToCart(wantedOf(list.lines, selected, all), accountType));
    } catch (error) {
      console.error(new Error('Could not add the list to the cart', { cause: error }));
      setFailure('The lines could not be added to the cart. Please try again.');
    }
  }

  const toggle = (sku: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(sku);
    else next.delete(sku);
    setSelected(next);
  };

  return (
    <>
      <h2>{list.name}</h2>
      <div className="account-actions saved-list__actions">
        {editable && (
          <>
            <button
              type="button"
              className="button"
              disabled={selected.size === 0}
              onClick={() => void addToCart(false)}
            >
              Add selected to cart
            </button>
            <button
              type="button"
              className="button"
              disabled={list.lines.length === 0}
              onClick={() => void addToCart(true)}
            >
              Add all to cart
            </button>
          </>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void exportCsv(list).catch(console.error)}
        >
          Export CSV
        </button>
        {result && result.added.length > 0 && <a href="/secure/cart">Go to cart</a>}
      </div>
      {failure && <p role="alert">{failure}</p>}
      {result && <LineReport result={result} />}
      <ScrollTable
        label="List lines"
        columns={editable ? columns : readColumns}
        rowCount={list.lines.length}
        empty="This list is empty."
      >
        {list.lines.map((line) => (
          <tr key={line.sku}>
            {editable && (
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${line.sku}`}
                  checked={selected.has(line.sku)}
                  onChange={(event) => toggle(line.sku, event.target.checked)}
                />
              </td>
            )}
            <td>
              <a href={itemPath(line.sku)}>{line.sku}</a>
            </td>
            <td className="account-table__wrap">{line.title}</td>
            <td className={editable ? undefined : 'num'}>
              {editable ? (
                <input
                  className="saved-list__qty"
                  type="number"
                  min={1}
                  max={listLimits.quantityMax}
                  defaultValue={line.qty}
                  aria-label={`Quantity of ${line.sku}`}
                  onBlur={(event) => {
                    const qty = Number(event.target.value);
                    if (Number.isInteger(qty) && qty >= 1 && qty !== line.qty) void change(line.sku, qty);
                    else event.target.value = String(line.qty);
                  }}
                />
              ) : (
                line.qty
              )}
            </td>
            <td className="num">{line.stock ?? 'N/A'}</td>
            <td className="num">{line.price === null ? 'N/A' : formatPrice(line.price)}</td>
            <td className="num">
              {line.price === null ? 'N/A' : formatPrice(lineTotal({ amount: line.price, qty: line.qty }))}
            </td>
            {editable && (
              <td>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Remove ${line.sku}`}
                  onClick={() => void change(line.sku, 0)}
                >
                  Remove
                </button>
              </td>
            )}
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}

/** A saved list with quantities, stock and the account's price; adds to the cart and exports. */
export function SavedListView({
  listRef,
  title,
  onLoaded,
}: {
  listRef: ListRef;
  title: string;
  onLoaded?: (list: SavedList) => void;
}) {
  return (
    <AccountView
      title={title}
      load={async () => {
        const list = await fetchList(listRef);
        onLoaded?.(list);
        return list;
      }}
    >
      {(list, setList, info) => (
        <ListLines
          list={list}
          listRef={listRef}
          accountType={info.AccountType}
          editable={userMay(info, 'lists') && userMay(info, 'order')}
          setList={setList}
        />
      )}
    </AccountView>
  );
}

/**
 * /account/list?id=7: one saved list the member sees (its own or one shared with its company); an
 * unknown id, another company's or a colleague's private list reads as not found.
 */
export default function SavedListPage() {
  const id = idInAddress(window.location.search);
  if (id === undefined) {
    return (
      <p role="alert">
        No such list. See your <a href="/account/lists">Saved lists</a>.
      </p>
    );
  }
  return <SavedListView listRef={id} title="Saved list" />;
}
