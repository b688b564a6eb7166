import { LRUCache } from 'lru-cache';
import type { Caller } from '../context.ts';
import type { TokenClaims } from './token.ts';
import { PRICE_CHANGE, type ChangeFeed } from '../db/change-feed.ts';
import { HeardChanges } from '../db/heard-changes.ts';

/** Tokens whose callers one node keeps: far more dealers than sign in to one node at once. */
const MAX_TOKENS = 10_000;

interface Kept {
  /** Undefined: the token reads as signed out. */
  caller: Caller | undefined;
  /** The accounts the caller is made of: its login, its company, the staff account behind it. */
  accounts: readonly number[];
}

/** A refused token is kept too: a disabled member enabled again, or a staff account given its right back, drops it. */
const accountsOf = (claims: TokenClaims, caller: Caller | undefined): number[] => [
  claims.userId,
  ...(claims.impersonator ? [claims.impersonator.userId] : []),
  ...(caller ? [caller.company.id] : []),
];

/**
 * The callers of recent tokens, by token id, so a call does not read its caller from the database.
 * Kept only while the database's announcements surely arrive (see ChangeFeed); each announcement
 * drops what it changed ('t:<token id>' a signed-out token, 'a:<account id>' every caller made of
 * that account; price changes, 'k:…', are not theirs). A read that was under way when an
 * announcement came is not kept: it may predate the change.
 */
export class CallerCache {
  readonly #kept = new LRUCache<string, Kept>({ max: MAX_TOKENS });
  readonly #heard: HeardChanges;

  constructor(feed: ChangeFeed) {
    this.#heard = new HeardChanges(feed, {
      change: (payload) => this.#drop(payload),
      forget: () => this.#kept.clear(),
    });
  }

  /** Whether callers are kept now (announcements surely arrive). */
  get keeping(): boolean {
    return this.#heard.live;
  }

  /** The caller of a token: kept, or read by `read` (and kept when nothing changed meanwhile). */
  async callerOf(claims: TokenClaims, read: () => Promise<Caller | undefined>): Promise<Caller | undefined> {
    const kept = this.#heard.live ? this.#kept.get(claims.tokenId) : undefined;
    if (kept) return kept.caller;
    const mark = this.#heard.mark();
    const caller = await read();
    if (this.#heard.mayKeep(mark)) this.#kept.set(claims.tokenId, { caller, accounts: accountsOf(claims, caller) });
    return caller;
  }

  #drop(payload: string): void {
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === PRICE_CHANGE) return;
    if (kind === 't:') {
      this.#kept.delete(id);
    } else if (kind === 'a:') {
      const account = Number(id);
      const changed = [...this.#kept.entries()].filter(([, kept]) => kept.accounts.includes(account));
      for (const [tokenId] of changed) this.#kept.delete(tokenId);
    } else {
      this.#kept.clear();
    }
  }
}
