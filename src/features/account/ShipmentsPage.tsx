import { useState } from 'react';
import type { ShipmentRow } from '../../api/account.ts';
import { fetchShipments } from './account.api.ts';
import { AccountView } from './AccountView.tsx';
import { orderPath } from '../catalog/paths.ts';
import { dayOf, orMissing } from './format.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { filterRows } from './search.ts';
import { SearchField } from './SearchField.tsx';

const columns = ['Order', 'PO', 'Ship date', 'ship via', 'Tracking'] as const;

function ShipmentsTable({ rows }: { rows: ShipmentRow[] }) {
  const [term, setTerm] = useState('');
  const shown = filterRows(rows, term, (row) => [row.PO]);
  return (
    <>
      <SearchField label="Search by PO" value={term} onChange={setTerm} />
      <ScrollTable label="Recent shipments" columns={columns} rowCount={shown.length}>
        {shown.map((row, index) => (
          <tr key={`${row.SO}-${row.TrackNo}-${index}`}>
            <td>
              <a href={orderPath(row.SO)}>{row.SO}</a>
            </td>
            <td>{orMissing(row.PO)}</td>
            <td>{dayOf(row.ShipDate)}</td>
            <td>{orMissing(row.ShipVia)}</td>
            <td>{orMissing(row.TrackNo)}</td>
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
