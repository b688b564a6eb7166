import type { WantedLine } from '../../src/api/lists.ts';
import { compactSku } from '../../src/config/catalog.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';

/** The catalogue's spelling of a sku given with or without hyphens; undefined when unknown. */
export async function catalogSku(db: Db, sku: string): Promise<string | undefined> {
  const { rows } = await sql<{ sku: string }>`
    SELECT sku FROM products WHERE sku = ${sku.trim()} OR sku_key = ${compactSku(sku)}
    ORDER BY sku = ${sku.trim()} DESC LIMIT 1`.execute(db);
  return rows[0]?.sku;
}

export const unknownSku = (field: string, sku: string) =>
  new ApiFailure(400, 'Invalid request', [{ field, reason: `Unknown sku ${sku}` }]);

/** The lines with the catalogue's spelling of each sku; an unknown sku is refused, naming its line. */
export async function knownLines(db: Db, lines: readonly WantedLine[]): Promise<WantedLine[]> {
  if (lines.length === 0) return [];
  const { rows } = await sql<{ sku: string | null }>`
    SELECT p.sku
    FROM unnest(${lines.map((line) => line.sku.trim())}::text[], ${lines.map((line) => compactSku(line.sku))}::text[])
      WITH ORDINALITY AS w (given, compact, ord)
    LEFT JOIN LATERAL (
      SELECT sku FROM products WHERE sku = w.given OR sku_key = w.compact ORDER BY sku = w.given DESC LIMIT 1
    ) p ON true
    ORDER BY w.ord`.execute(db);
  return lines.map((line, index) => {
    const sku = rows[index]?.sku;
    if (!sku) throw unknownSku(`lines.${index}.sku`, line.sku);
    return { sku, qty: line.qty };
  });
}
