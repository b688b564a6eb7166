import { lazy, Suspense, useState } from 'react';
import type { OpenItem } from '../../api/account.ts';
import { fetchOpenItems } from './account.api.ts';
import { AccountView } from './AccountView.tsx';
import { orderPath } from '../../lib/paths.ts';
import { orMissing } from './format.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { filterRows } from './search.ts';
import { SearchField } from './SearchField.tsx';
import { useSort } from './use-sort.ts';

/** The modal loads when a Comment button is first pressed. */
const CommentModal = lazy(() => import('./CommentModal.tsx').then((module) => ({ default: module.CommentModal })));

const columns = ['PO', 'Sku', 'Order', 'Open', 'Stock', 'Ship From', 'Notes', 'Comment', 'Action'] as const;
/** Order is the ordered quantity (the spec's column); Action holds buttons and does not sort. */
const sortKeys = [
  (item: OpenItem) => item.Po,
  (item: OpenItem) => item.sku,
  (item: OpenItem) => item.Ordered,
  (item: OpenItem) => item.Open,
  (item: OpenItem) => item.Stock,
  (item: OpenItem) => item.whscode,
  (item: OpenItem) => item.Notes2,
  (item: OpenItem) => item.comment,
  undefined,
];

const sameLine = (a: OpenItem, b: OpenItem) => a.DocEntry === b.DocEntry && a.LineNum === b.LineNum;

function OpenItemsTable({ items, onChange }: { items: OpenItem[]; onChange: (items: OpenItem[]) => void }) {
  const [term, setTerm] = useState('');
  const [editing, setEditing] = useState<OpenItem>();
  const { sorting, apply } = useSort(sortKeys);
  const shown = apply(filterRows(items, term, (item) => [item.Po, item.sku]));
  return (
    <>
      <SearchField label="Search by PO or sku" value={term} onChange={setTerm} />
      <ScrollTable label="Open items" columns={columns} rowCount={shown.length} sorting={sorting}>
        {shown.map((item) => (
          <tr key={`${item.DocEntry}-${item.LineNum}`}>
            <td>
              <a href={orderPath(item.SO)}>{orMissing(item.Po)}</a>
            </td>
            <td>{item.sku}</td>
            <td className="num">{item.Ordered}</td>
            <td className="num">{item.Open}</td>
            <td className="num">{item.Stock}</td>
            <td>{orMissing(item.whscode)}</td>
            <td>{orMissing(item.Notes2)}</td>
            <td className="account-table__wrap">{item.comment || ''}</td>
            <td>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Comment on ${item.sku}, order ${item.SO}`}
                onClick={() => setEditing(item)}
              >
                Comment
              </button>
            </td>
          </tr>
        ))}
      </ScrollTable>
      {editing && (
        <Suspense fallback={null}>
          <CommentModal
            item={editing}
            onClose={() => setEditing(undefined)}
            onSaved={(comment) =>
              onChange(items.map((item) => (sameLine(item, editing) ? { ...item, comment } : item)))
            }
          />
        </Suspense>
      )}
    </>
  );
}

/** /account/open: lines of open orders still to ship, with the dealer's comments. */
export default function OpenItemsPage() {
  return (
    <AccountView title="Open Items" load={(info) => fetchOpenItems(info.Account)}>
      {(items, setItems) => <OpenItemsTable items={items} onChange={setItems} />}
    </AccountView>
  );
}
