import type { PGlite } from '@electric-sql/pglite';

/**
 * The channel on which the database announces changes to what callers are made of (migration 085)
 * and to the prices and stock they see (migration 090).
 */
export const CALLER_CHANGES = 'caller_changes';
/** How an announcement of changed prices or stock begins: the skus follow as a JSON array, or `*` (every sku). */
export const PRICE_CHANGE = 'k:';

export interface ChangeListener {
  /** A change the database announced: its payload. */
  change(payload: string): void;
  /**
   * False while announcements may be missed (the listening connection was lost), true once they
   * surely arrive again; what was kept from before may be stale either way.
   */
  live(isLive: boolean): void;
}

/** The database's announcements of changed callers and prices, to every listener of this process. */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  #live = false;

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    listener.live(this.#live);
    return () => this.#listeners.delete(listener);
  }

  /** Hands an announcement to every listener (the engine calls it). */
  readonly announce = (payload: string): void => {
    for (const listener of this.#listeners) listener.change(payload);
  };

  /** Says whether announcements surely arrive (the engine calls it). */
  setLive(isLive: boolean): void {
    this.#live = isLive;
    for (const listener of this.#listeners) listener.live(isLive);
  }
}

/**
 * The embedded engine announces its own writes in this process, before the write's query answers:
 * a change is heard before its request is answered. Listened to before any query of the process, as
 * the embedded engine has one connection. Writes through its socket by other processes (`psql`
 * against `npm start`) are announced to those processes, not here.
 */
export async function embeddedFeed(pglite: PGlite): Promise<ChangeFeed> {
  const feed = new ChangeFeed();
  await pglite.listen(CALLER_CHANGES, feed.announce);
  feed.setLive(true);
  return feed;
}
