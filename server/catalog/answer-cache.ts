import type { DatabaseSync } from 'node:sqlite';

/** Characters of answers kept at most (tens of megabytes): most of a large catalogue, never all memory. */
const KEPT_CHARS = 32_000_000;

/**
 * Each product's public answer as written out, kept until the catalogue changes (meta.catalog_revision
 * moves on): bulk readers ask for the same products again and again, and cleaning their HTML for
 * every call is what made them slow the site for everyone else. Oldest answers are forgotten first
 * once `keptChars` is reached.
 */
export function createAnswerCache(db: DatabaseSync, keptChars = KEPT_CHARS) {
  const revisionOf = db.prepare("SELECT value FROM meta WHERE key = 'catalog_revision'");
  const answers = new Map<string, string>();
  let revision: unknown;
  let chars = 0;

  /** Forgets everything when the catalogue has changed since the last call. */
  function current(): void {
    const now = revisionOf.get()?.value;
    if (now === revision) return;
    answers.clear();
    chars = 0;
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
  return (skus: readonly string[], make: (missing: string[]) => string[]): string[] => {
    current();
    const missing = skus.filter((sku) => !answers.has(sku));
    const made = new Map<string, string>();
    if (missing.length > 0) make(missing).forEach((answer, index) => made.set(missing[index] ?? '', answer));
    const found = skus.map((sku) => made.get(sku) ?? answers.get(sku) ?? '');
    for (const [sku, answer] of made) keep(sku, answer);
    return found;
  };
}
