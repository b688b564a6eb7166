/**
 * The catalogue's prices, sent to the staff editor small: each distinct amount once, in cents,
 * sorted, each written as its step from the one before (`[19995, 5, 1000]` is 199.95, 200.00 and
 * 210.00). Steps are short numbers where the full spellings ran to ten characters each.
 */
export function priceSteps(prices: readonly number[]): number[] {
  const cents = [...new Set(prices.map((price) => Math.round(price * 100)))].sort((a, b) => a - b);
  return cents.map((amount, index) => amount - (cents[index - 1] ?? 0));
}

/** The prices `priceSteps` wrote, in dollars, for `priceSpellings`. */
export function pricesFromSteps(steps: readonly number[]): number[] {
  let cents = 0;
  return steps.map((step) => (cents += step) / 100);
}
