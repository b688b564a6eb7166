/**
 * The one rule for a price written into what the public reads: the publish checks every page and
 * file with it, and the staff editor checks each field of an edit with it as it is typed and saved.
 */

/** How each price reads on a page, ungrouped and with its cents: 1159.95, 212.00. */
export function priceSpellings(prices: readonly number[]): Set<string> {
  return new Set(prices.map((price) => price.toFixed(2)));
}

/**
 * An amount as a page writes it (`1,159` or `1159`), without its commas: undefined when it is not
 * grouped as money is (a first group of one to three digits without a leading zero, then groups
 * of three, which the pattern ensures).
 */
function ungrouped(digits: string): string | undefined {
  const comma = digits.indexOf(',');
  if (comma < 0) return digits;
  return comma <= 3 && digits[0] !== '0' ? digits.replaceAll(',', '') : undefined;
}

/**
 * Something that reads like an amount: an optional `$` or `USD` before it, digits (grouped by
 * commas or not), optional cents, an optional `USD` after it. Its neighbours are checked separately.
 */
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3}){1,5}|\d{1,15})`;
/** Bare whole numbers (counts, sizes) are not even matched: only amounts with cents or a currency. */
const CANDIDATE = new RegExp(String.raw`(\$\s?|USD\s?)${AMOUNT}(\.\d\d)?|${AMOUNT}(?:(\.\d\d)(\s?USD)?|(\s?USD))`, 'g');
const PRICE_FIELD = /(?:"|&quot;)(?:msrp2?|dealer2?|direct2?|stock|refStocks)(?:"|&quot;)\s*:/;

/** Attributes whose numbers are drawing coordinates and lengths, never money. */
const GEOMETRY_ATTRIBUTES = new Set(
  ['d', 'points', 'viewbox', 'transform', 'style', 'srcset', 'sizes', 'width', 'height'].concat([
    'x',
    'y',
    'cx',
    'cy',
    'r',
    'rx',
    'ry',
    'x1',
    'x2',
    'y1',
    'y2',
  ]),
);

/** The name of the attribute whose value holds `index`, when `index` lies inside a tag. */
function attributeAt(text: string, index: number): string | undefined {
  const open = text.lastIndexOf('<', index);
  if (open < 0 || text.lastIndexOf('>', index) > open) return undefined;
  const equals = text.lastIndexOf('=', index);
  if (equals < open) return '';
  return /([\w:-]{1,40})\s*$/.exec(text.slice(Math.max(open, equals - 41), equals))?.[1]?.toLowerCase() ?? '';
}

/** True when `index` lies inside a `<style>` or `<svg>` block, or in a geometry attribute. */
function inDrawing(text: string, index: number): boolean {
  const attribute = attributeAt(text, index);
  if (attribute !== undefined && GEOMETRY_ATTRIBUTES.has(attribute)) return true;
  return ['style', 'svg'].some((name) => {
    const open = text.lastIndexOf(`<${name}`, index);
    return open >= 0 && text.lastIndexOf(`</${name}>`, index) < open;
  });
}

/**
 * Why a text must not be published: a price field anywhere (island props and data included), or a
 * catalogue price written as money anywhere a reader or a crawler finds it: text, scripts and
 * attribute values (`title`, `alt`, `content`…), spelled `$212`, `212.00`, `USD2,368.49`,
 * `189.65USD`. An amount without cents counts only with its currency: bare whole numbers are
 * counts and sizes. Numbers of SVG drawings and styles are coordinates, not money.
 */
export function priceLeak(text: string, spellings: ReadonlySet<string>): string | undefined {
  const field = PRICE_FIELD.exec(text);
  if (field) return `price field ${field[0]}`;
  if (spellings.size === 0) return undefined;
  for (const match of text.matchAll(CANDIDATE)) {
    // The pattern's two ways in: a currency then an amount, or an amount with cents or a currency after it.
    const [amount = '', before, digitsAfterSign, centsAfterSign, digitsAlone, centsAlone] = match;
    const digits = digitsAfterSign ?? digitsAlone ?? '';
    const cents = centsAfterSign ?? centsAlone;
    const end = match.index + amount.length;
    // Part of a longer word or number (`AV-1234.50x`, `1.234.56`) is no amount; a sentence's full stop ends one.
    if (before === undefined && /[\w.,]/.test(text[match.index - 1] ?? ' ')) continue;
    if (/\w/.test(text[end] ?? ' ') || (text[end] === '.' && /\d/.test(text[end + 1] ?? ' '))) continue;
    const whole = ungrouped(digits);
    if (whole === undefined || !spellings.has(`${whole}${cents ?? '.00'}`)) continue;
    if (!inDrawing(text, match.index)) return `price ${amount.trim()}`;
  }
  return undefined;
}
