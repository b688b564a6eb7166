import { useState } from 'react';
import type { ShipmentRow } from '../../api/account.ts';
import { fetchShipments } from './account.api.ts';
import { AccountView } from './AccountView.tsx';
import { orderPath } from '../../lib/paths.ts';
import { Day } from './Day.tsx';
import { orMissing } from './format.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { filterRows } from './search.ts';
import { SearchField } from './SearchField.tsx';
import { Tracking } from './Tracking.tsx';
import { useSort } from './use-sort.ts';

const columns = ['Order', 'PO', 'Ship date', 'ship via', 'Tracking'] as const;
const sortKeys = [
  (row: ShipmentRow) => row.SO,
  (row: ShipmentRow) => row.PO,
  (row: ShipmentRow) => row.ShipDate,
  (row: ShipmentRow) => row.ShipVia,
  (row: ShipmentRow) => row.TrackNo,
];

function ShipmentsTable({ rows }: { rows: ShipmentRow[] }) {
  const [term, setTerm] = useState('');
  const { sorting, apply } = useSort(sortKeys);
  const shown = apply(filterRows(rows, term, (row) => [row.PO]));
  return (
    <>
      <SearchField label="Search by PO" value={term} onChange={setTerm} />
      <ScrollTable label="Recent shipments" columns={columns} rowCount={shown.length} sorting={sorting}>
        {shown.map((row, index) => (
          <tr key={`${row.SO}-${row.TrackNo}-${index}`}>
            <td>
              <a href={orderPath(row.SO)}>{row.SO}</a>
            </td>
            <td>{orMissing(row.PO)}</td>
            <td>
              <Day value={row.ShipDate} />
            </td>
            <td>{orMissing(row.ShipVia)}</td>
            <td>
              <Tracking shipVia={row.ShipVia} trackNo={row.TrackNo} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}

/** /account: the account's recent shipments, searchable by PO. */
export default function ShipmentsPage() {
  return (
    <AccountView title="Shipments" heading="Recent Shipments" load={(info) => fetchShipments(info.Account)}>
      {(rows) => <ShipmentsTable rows={rows} />}
    </AccountView>
  );
}
