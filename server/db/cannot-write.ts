/**
 * PostgreSQL's "insufficient resources" errors (SQLSTATE class 53), named for the log: the database
 * refused to store something, through no fault of the request. Anything else answers undefined.
 */
const CAUSES: Readonly<Record<string, string>> = {
  '53000': 'insufficient resources',
  '53100': 'disk full',
  '53200': 'out of memory',
};

export function cannotWriteCause(err: unknown): { code: string; cause: string } | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !Object.hasOwn(CAUSES, code)) return undefined;
  return { code, cause: CAUSES[code]! };
}
