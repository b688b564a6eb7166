import type { ChangeFeed } from './change-feed.ts';

/** What a keeper does with the database's announcements. */
export interface ChangeHandler {
  /** An announced change: drop what it names. */
  change(payload: string): void;
  /** Announcements were or may have been missed: drop everything. */
  forget(): void;
}

/**
 * The bookkeeping of what a node keeps from the database: it may keep only while announcements
 * surely arrive (see ChangeFeed), and a read during which a change was announced may predate that
 * change, so it is answered once and not kept.
 */
export class HeardChanges {
  #live = false;
  /** Counts announcements, so a read can tell whether one came while it was under way. */
  #changes = 0;

  constructor(feed: ChangeFeed, handler: ChangeHandler) {
    feed.subscribe({
      change: (payload) => {
        this.#changes += 1;
        handler.change(payload);
      },
      live: (isLive) => {
        this.#changes += 1;
        handler.forget();
        this.#live = isLive;
      },
    });
  }

  /** Whether anything may be kept now (announcements surely arrive). */
  get live(): boolean {
    return this.#live;
  }

  /** Taken before a read; `mayKeep` with it after the read. */
  mark(): number {
    return this.#changes;
  }

  /** Whether what was read since `mark` may be kept: live, and nothing announced meanwhile. */
  mayKeep(mark: number): boolean {
    return this.#live && this.#changes === mark;
  }
}
