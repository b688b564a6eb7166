import type { ReactNode } from 'react';
import type { Quote } from '../../api/quotes.ts';
import { formatPrice, lineTotal } from '../../config/pricing.ts';
import { ScrollTable } from '../account/ScrollTable.tsx';
import { itemPath } from '../../lib/paths.ts';

const columns = ['Sku', 'Description', 'Qty', 'Quoted price', 'Total'] as const;

/** A quote's lines at its quoted prices; `priceCell` replaces the price (sales' answer form). */
export function QuoteLines({ quote, priceCell }: { quote: Quote; priceCell?: (index: number) => ReactNode }) {
  return (
    <ScrollTable label="Quote lines" columns={columns} rowCount={quote.lines.length}>
      {quote.lines.map((line, index) => (
        <tr key={line.lineNum}>
          <td>
            <a href={itemPath(line.sku)}>{line.sku}</a>
          </td>
          <td className="account-table__wrap">{line.title}</td>
          <td className="num">{line.qty}</td>
          <td className="num">
            {priceCell ? priceCell(index) : line.price === null ? 'N/A' : formatPrice(line.price)}
          </td>
          <td className="num">
            {line.price === null ? 'N/A' : formatPrice(lineTotal({ amount: line.price, qty: line.qty }))}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
