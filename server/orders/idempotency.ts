import { ApiFailure } from '../http/errors.ts';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * The `Idempotency-Key` header of an order: any 1 to 200 visible ASCII characters (a UUID per
 * checkout is typical). Without it every submission places an order.
 */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!KEY_PATTERN.test(key)) {
    throw new ApiFailure(400, 'Invalid request', [
      { field: 'Idempotency-Key', reason: 'Use 1 to 200 visible ASCII characters' },
    ]);
  }
  return key;
}
