import type { Db } from '../db/index.ts';
import { createRevisionWatch, type RevisionOptions } from './catalog-revision.ts';

/** Characters of answers kept at most (tens of megabytes): most of a large catalogue, never all memory. */
const KEPT_CHARS = 32_000_000;

/**
 * Each product's public answer as written out, kept until the catalogue changes (meta.catalog_revision
 * in the database moves on, through this node or any other; see `createRevisionWatch`): bulk
 * readers ask for the same products again and again, and cleaning their HTML for every call is
 * what made them slow the site for everyone else. Oldest answers are forgotten first once
 * `keptChars` is reached.
 */
export function createAnswerCache(db: Db, keptChars = KEPT_CHARS, options: RevisionOptions = {}) {
  const revisionOf = createRevisionWatch(db, options);
  const answers = new Map<string, string>();
  let revision: string | undefined;
  /** Moves on whenever the answers are forgotten: an answer made across that is not kept. */
  let generation = 0;
  let chars = 0;

  /** Forgets everything when the catalogue has changed since the last call. */
  async function current(): Promise<void> {
    const now = await revisionOf();
    if (now === revision) return;
    answers.clear();
    chars = 0;
    generation += 1;
    revision = now;
  }

  function keep(sku: string, answer: string): void {
    if (answer.length > keptChars) return;
    while (chars + answer.length > keptChars) {
      const [oldest, text] = answers.entries().next().value ?? ['', ''];
      answers.delete(oldest);
      chars -= text.length;
    }
    answers.set(sku, answer);
    chars += answer.length;
  }

  /** The answers for `skus`, in order; `make` is asked only for those not kept (same order). */
  return async (skus: readonly string[], make: (missing: string[]) => Promise<string[]>): Promise<string[]> => {
    await current();
    // Read before `make` runs: a change seen meanwhile may forget them.
    const kept = skus.map((sku) => answers.get(sku));
    const missing = skus.filter((_, index) => kept[index] === undefined);
    const made = new Map<string, string>();
    const madeIn = generation;
    if (missing.length > 0) (await make(missing)).forEach((answer, index) => made.set(missing[index] ?? '', answer));
    const found = skus.map((sku, index) => kept[index] ?? made.get(sku) ?? '');
    // Made from rows read before a change seen meanwhile: answered this once, never kept.
    if (madeIn === generation) for (const [sku, answer] of made) keep(sku, answer);
    return found;
  };
}
