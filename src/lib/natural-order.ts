/**
 * Natural order of names that carry lengths and sizes: "0.5 m" < "1 m" < "3 m" < "15 m", and
 * "4x2" < "8x8" < "16x16". Numbers (with a decimal part) compare by value, the text between them
 * alphabetically, ignoring case.
 */

// Made on the first comparison, not when a page loads: a collator is costly to make.
let collator: Intl.Collator | undefined;
/** Names are short; the cap keeps sorting linear however long a stored title is. */
const MAX_COMPARED = 200;

/** Splits a name into text and number parts: "HDMI 1.5 m" → ["HDMI ", 1.5, " m"]. */
function parts(name: string): (string | number)[] {
  return name
    .slice(0, MAX_COMPARED)
    .split(/(\d+(?:\.\d+)?)/)
    .map((part, index) => (index % 2 === 1 ? Number(part) : part));
}

export function naturalCompare(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i] ?? '';
    const y = right[i] ?? '';
    collator ??= new Intl.Collator('en', { sensitivity: 'base' });
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    if (order !== 0) return order;
  }
  return left.length - right.length;
}
