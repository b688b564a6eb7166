import { addLinesToCart } from './add-to-cart.store.ts';
import type { CartLine } from './cart.ts';
import { loadCatalogLines } from './catalog-lines.api.ts';
import { problemMessage, type LineProblem } from './merge.ts';

export interface BulkAddResult {
  added: string[];
  problems: LineProblem[];
}

/**
 * Puts wanted skus into the cart at the account's current prices (reorder, quick order). Unknown
 * skus, products no longer sold and stock limits come back as problems, never silently dropped.
 */
export async function addWantedToCart(
  wanted: ReadonlyArray<{ sku: string; qty: number }>,
  accountType: string,
  options: { strict?: boolean } = {},
): Promise<BulkAddResult> {
  const answers = await loadCatalogLines(wanted, accountType);
  const priced: CartLine[] = [];
  const problems: LineProblem[] = [];
  // Problems name the sku as it was asked for, even when the catalogue spells it differently.
  const askedAs = new Map<string, string>();
  answers.forEach((answer, index) => {
    const sku = wanted[index]?.sku ?? '';
    if ('line' in answer) {
      priced.push(answer.line);
      askedAs.set(answer.line.id, sku);
    } else problems.push({ sku, kind: answer.problem, message: problemMessage(answer.problem) });
  });
  const merged = addLinesToCart(priced, options);
  for (const problem of merged.problems) problems.push({ ...problem, sku: askedAs.get(problem.sku) ?? problem.sku });
  return { added: merged.added, problems };
}
