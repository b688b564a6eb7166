/** The longest search term a table filters by; anything longer is cut, never matched in full. */
export const SEARCH_MAX_LENGTH = 100;

/** The term as the tables compare it: trimmed, bounded and lower case. */
export function normalizeTerm(term: string): string {
  return term.slice(0, SEARCH_MAX_LENGTH).trim().toLowerCase();
}

/** Case-insensitive "contains" over some fields of a row; an empty term matches every row. */
export function matchesTerm(term: string, fields: ReadonlyArray<string | number | null | undefined>): boolean {
  const wanted = normalizeTerm(term);
  if (wanted === '') return true;
  return fields.some((field) => field != null && String(field).toLowerCase().includes(wanted));
}

/** The rows whose chosen fields contain the term. */
export function filterRows<T>(
  rows: readonly T[],
  term: string,
  fields: (row: T) => ReadonlyArray<string | number | null | undefined>,
): T[] {
  return rows.filter((row) => matchesTerm(term, fields(row)));
}
