import type { DatabaseSync } from 'node:sqlite';
import type { WantedLine } from '../../src/api/lists.ts';
import { compactSku } from '../../src/config/catalog.ts';
import { statement } from '../catalog/rows.ts';
import { ApiFailure } from '../http/errors.ts';

/** The catalogue's spelling of a sku given with or without hyphens; undefined when unknown. */
export function catalogSku(db: DatabaseSync, sku: string): string | undefined {
  const row = statement(db, 'SELECT sku FROM products WHERE sku = ? OR sku_key = ?').get(sku.trim(), compactSku(sku));
  return row ? String(row.sku) : undefined;
}

export const unknownSku = (field: string, sku: string) =>
  new ApiFailure(400, 'Invalid request', [{ field, reason: `Unknown sku ${sku}` }]);

/** The lines with the catalogue's spelling of each sku; an unknown sku is refused, naming its line. */
export function knownLines(db: DatabaseSync, lines: readonly WantedLine[]): WantedLine[] {
  return lines.map((line, index) => {
    const sku = catalogSku(db, line.sku);
    if (!sku) throw unknownSku(`lines.${index}.sku`, line.sku);
    return { sku, qty: line.qty };
  });
}
