/** Quick order: lines of `SKU quantity` pasted or uploaded as CSV, read into wanted skus. */

/** At most this many lines are read from one paste or file. */
export const QUICK_ORDER_MAX_LINES = 200;
export const SKU_MAX_LENGTH = 60;
export const QTY_MAX = 9999;

export const BAD_QTY_MESSAGE = 'Quantity must be a whole number from 1';
export const BAD_SKU_MESSAGE = 'Not a valid sku';
export const TOO_MANY_LINES_MESSAGE = `Only the first ${QUICK_ORDER_MAX_LINES} lines are read`;
export const NO_LINES_MESSAGE = 'Type or paste at least one line of SKU and quantity.';

export interface WantedEntry {
  sku: string;
  qty: number;
  /** 1-based numbers of the lines that asked for this sku. */
  lines: number[];
}

export interface LineError {
  line: number;
  text: string;
  message: string;
}

export interface QuickOrderInput {
  entries: WantedEntry[];
  errors: LineError[];
}

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const HEADER_SKU = /^(sku|item|mpn|part)/i;

const textLines = (text: string) => text.split(/\r?\n/);

/** Splits pasted text into cells: one row per line, cells apart by spaces, tabs, commas or semicolons. */
export function rowsOfText(text: string): string[][] {
  return textLines(text)
    .slice(0, QUICK_ORDER_MAX_LINES + 1)
    .map((line) =>
      line
        .slice(0, 200)
        .trim()
        .split(/[\s,;]+/)
        .filter(Boolean),
    );
}

/**
 * Reads rows into wanted skus. A missing quantity is 1; a first row like `sku,qty` is a header;
 * the same sku on several lines adds up. Blank rows are skipped; every other bad row is an error.
 */
export function readRows(rows: readonly string[][]): QuickOrderInput {
  const bySku = new Map<string, WantedEntry>();
  const errors: LineError[] = [];
  rows.slice(0, QUICK_ORDER_MAX_LINES).forEach((cells, index) => {
    const line = index + 1;
    const [rawSku = '', rawQty = '1'] = cells.map((cell) => cell.trim());
    if (rawSku === '') return;
    const text = cells.join(' ');
    if (index === 0 && HEADER_SKU.test(rawSku) && !/^\d+$/.test(rawQty)) return;
    if (rawSku.length > SKU_MAX_LENGTH || !SKU_PATTERN.test(rawSku)) {
      errors.push({ line, text, message: BAD_SKU_MESSAGE });
      return;
    }
    const qty = /^\d{1,4}$/.test(rawQty) ? Number(rawQty) : 0;
    if (qty < 1 || qty > QTY_MAX) {
      errors.push({ line, text, message: BAD_QTY_MESSAGE });
      return;
    }
    const key = rawSku.toUpperCase();
    const entry = bySku.get(key);
    if (entry) {
      entry.qty += qty;
      entry.lines.push(line);
    } else bySku.set(key, { sku: rawSku, qty, lines: [line] });
  });
  if (rows.length > QUICK_ORDER_MAX_LINES) {
    errors.push({ line: QUICK_ORDER_MAX_LINES + 1, text: '', message: TOO_MANY_LINES_MESSAGE });
  }
  return { entries: [...bySku.values()], errors };
}

/**
 * The pasted lines that did not go into the cart (those with an error, and any past the lines
 * read), left for the buyer to correct: a line that went in is never sent again by the next add.
 */
export function linesNotAdded(text: string, errors: readonly LineError[]): string {
  const failed = new Set(errors.map((error) => error.line));
  return textLines(text)
    .filter((line, index) => line.trim() !== '' && (failed.has(index + 1) || index >= QUICK_ORDER_MAX_LINES))
    .join('\n');
}

/** How the report names a line that was not read or not added. */
export const lineErrorText = ({ line, text, message }: LineError) =>
  `Line ${line}${text ? ` (${text})` : ''}: ${message}`;

/**
 * The pasted lines to save to a list, or why they cannot be saved: a blank box, or lines that do
 * not read as SKU and quantity (named, so nothing is dropped unseen).
 */
export function pastedToSave(text: string): Array<{ sku: string; qty: number }> | string {
  if (text.trim() === '') return NO_LINES_MESSAGE;
  const { entries, errors } = readRows(rowsOfText(text));
  if (errors.length > 0) return `Not saved. Correct ${errors.map(lineErrorText).join('; ')}`;
  return entries.map(({ sku, qty }) => ({ sku, qty }));
}
