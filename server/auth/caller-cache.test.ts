import type { Caller } from '../context.ts';
import { ChangeFeed } from '../db/change-feed.ts';
import { CallerCache } from './caller-cache.ts';
import type { TokenClaims } from './token.ts';

const claims: TokenClaims = { tokenId: 'token-1', expiresAt: 2_000_000_000, userId: 7, tokenVersion: 0 };
const member: Caller = {
  userId: 7,
  userName: 'buyer',
  email: 'buyer@example.com',
  accountType: 'Dealer',
  company: { id: 3, role: 'buyer' },
};

/** A cache on a live feed, and how many times it read the caller from the database. */
function liveCache() {
  const feed = new ChangeFeed();
  feed.setLive(true);
  const cache = new CallerCache(feed);
  let reads = 0;
  const read = async () => {
    reads += 1;
    return member;
  };
  return { feed, cache, callerOf: () => cache.callerOf(claims, read), reads: () => reads };
}

describe('the callers one node keeps', () => {
  it('reads a token’s caller once while nothing changes', async () => {
    const { callerOf, reads } = liveCache();
    expect(await callerOf()).toEqual(member);
    expect(await callerOf()).toEqual(member);
    expect(reads()).toBe(1);
  });

  it.each([
    ['the token is signed out', 't:token-1'],
    ['the login changes (disabled, removed, new role, new password)', 'a:7'],
    ['the company changes (its tier)', 'a:3'],
  ])('reads it again once %s', async (_, payload) => {
    const { feed, callerOf, reads } = liveCache();
    await callerOf();
    feed.announce(payload);
    await callerOf();
    expect(reads()).toBe(2);
  });

  it('keeps it when another token or account, or a price, changes', async () => {
    const { feed, callerOf, reads } = liveCache();
    await callerOf();
    feed.announce('t:token-2');
    feed.announce('a:8');
    feed.announce('k:["AV-1"]');
    await callerOf();
    expect(reads()).toBe(1);
  });

  it('does not keep a read during which a change was announced', async () => {
    const { feed, cache } = liveCache();
    let reads = 0;
    const stale = async () => {
      reads += 1;
      feed.announce('a:7');
      return member;
    };
    await cache.callerOf(claims, stale);
    await cache.callerOf(claims, stale);
    expect(reads).toBe(2);
  });

  it('keeps nothing while changes may be missed, and nothing from before once they arrive again', async () => {
    const { feed, callerOf, reads } = liveCache();
    await callerOf();
    feed.setLive(false);
    await callerOf();
    await callerOf();
    expect(reads()).toBe(3);
    feed.setLive(true);
    await callerOf();
    await callerOf();
    expect(reads()).toBe(4);
  });

  it('keeps a refused token until its account changes (a disabled member enabled again)', async () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    const cache = new CallerCache(feed);
    const rows: { caller?: Caller } = {};
    const read = async () => rows.caller;
    expect(await cache.callerOf(claims, read)).toBeUndefined();
    rows.caller = member;
    expect(await cache.callerOf(claims, read)).toBeUndefined();
    feed.announce('a:7');
    expect(await cache.callerOf(claims, read)).toEqual(member);
  });
});
