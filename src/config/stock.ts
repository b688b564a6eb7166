/** Stock and inbound quantities per warehouse, as the product list shows them. */
export interface RegionalStock {
  stockUS: number;
  ASNUS: number;
  stockEU: number;
  ASNEU: number;
  stockSZ: number;
  ASNSZ: number;
}

/**
 * The product list's Status, following the numbers beside it: "In Stock" only when the US
 * warehouse (the "US / Inbound" column) holds units; otherwise the other warehouses that do are
 * named ("In Stock: EU"), then "Inbound" when units are on the way, else "Out of Stock".
 */
export function stockStatus(row: RegionalStock): string {
  if (row.stockUS > 0) return 'In Stock';
  const elsewhere = [
    ['EU', row.stockEU],
    ['SZ', row.stockSZ],
  ].flatMap(([region, units]) => (Number(units) > 0 ? [region] : []));
  if (elsewhere.length > 0) return `In Stock: ${elsewhere.join(', ')}`;
  return row.ASNUS + row.ASNEU + row.ASNSZ > 0 ? 'Inbound' : 'Out of Stock';
}
