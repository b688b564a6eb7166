/**
 * Splits `total` into whole shares proportional to `weights` (largest remainder; ties go to the
 * earlier entry), so counts are exact and the same every time.
 */
export function proportionalShares(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
  }
  return shares;
}

/**
 * Products without a category (they exercise the site's 404 rule): one in 150 and at least one,
 * except in tiny catalogues where every product is needed on a page.
 */
export function uncategorisedCount(total: number): number {
  return total < 50 ? 0 : Math.max(1, Math.round(total / 150));
}

/**
 * Products per subcategory. Every subcategory gets one product when there are enough to go round;
 * the rest follow the weights, so popular subcategories fill several pages.
 */
export function productsPerSubcategory(total: number, weights: readonly number[]): number[] {
  if (total < weights.length * 2) return proportionalShares(total, weights);
  return proportionalShares(total - weights.length, weights).map((share) => share + 1);
}
