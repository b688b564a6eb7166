import { ApiFailure } from '../http/errors.ts';
import { hashPasswordSync, MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES, verifyPassword } from './passwords.ts';

/**
 * The attack: a login flood filled libuv's thread pool with password hashing, and static pages
 * (read on the same pool) took seconds. Hashing takes a bounded share; the excess is refused.
 */
it('runs at most a few hashes at once, queues a bounded number and refuses the rest with 503', async () => {
  const stored = hashPasswordSync('Demo1234');
  const flood = MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES + 40;
  const results = await Promise.allSettled(Array.from({ length: flood }, () => verifyPassword('Wrong1234', stored)));
  const refused = results.filter((result) => result.status === 'rejected');
  expect(refused).toHaveLength(40);
  for (const result of refused) {
    expect(result.reason).toBeInstanceOf(ApiFailure);
    expect(result.reason).toMatchObject({ status: 503, retryAfterSeconds: 1 });
  }
  expect(results.filter((result) => result.status === 'fulfilled' && result.value === false)).toHaveLength(
    MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES,
  );
  expect(await verifyPassword('Demo1234', stored)).toBe(true);
});
