import type { ApiIssue } from '../../src/api/errors.ts';

/**
 * The fields of a request whose text holds a NUL character: no field of the contract may, and the
 * database refuses to store or compare one, so such a request is refused (400) before any query.
 */
export function nulTextIssues(value: unknown, path: Array<string | number> = []): ApiIssue[] {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? [{ field: path.length > 0 ? path.map(String).join('.') : 'body', reason: 'Must not contain NUL characters' }]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => nulTextIssues(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => nulTextIssues(item, [...path, key]));
  }
  return [];
}
