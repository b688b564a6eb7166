/** What a table or detail shows for a missing value. */
export const MISSING = 'N/A';

/** A text value, or N/A when it is missing or blank. */
export function orMissing(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return MISSING;
  const text = String(value).trim();
  return text === '' ? MISSING : text;
}
