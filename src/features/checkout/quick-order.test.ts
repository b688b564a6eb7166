import { describe, expect, it } from 'vitest';
import {
  BAD_QTY_MESSAGE,
  BAD_SKU_MESSAGE,
  linesNotAdded,
  NO_LINES_MESSAGE,
  pastedToSave,
  QUICK_ORDER_MAX_LINES,
  readRows,
  rowsOfText,
  TOO_MANY_LINES_MESSAGE,
} from './quick-order.ts';

describe('quick order lines', () => {
  it('reads SKU quantity lines apart by spaces, tabs, commas or semicolons', () => {
    const { entries, errors } = readRows(rowsOfText('AV-HD-2M 3\nAV-SDI-1\t2\n\nAV-EXT-4K,1\nAV-CNV;5'));
    expect(entries).toEqual([
      { sku: 'AV-HD-2M', qty: 3, lines: [1] },
      { sku: 'AV-SDI-1', qty: 2, lines: [2] },
      { sku: 'AV-EXT-4K', qty: 1, lines: [4] },
      { sku: 'AV-CNV', qty: 5, lines: [5] },
    ]);
    expect(errors).toEqual([]);
  });

  it('takes 1 when the quantity is missing and adds up a sku asked for twice', () => {
    expect(readRows(rowsOfText('av-hd-2m\nAV-HD-2M 4')).entries).toEqual([{ sku: 'av-hd-2m', qty: 5, lines: [1, 2] }]);
  });

  it('skips a CSV header and reports bad quantities and skus by line', () => {
    const { entries, errors } = readRows([
      ['sku', 'qty'],
      ['AV-HD-2M', '0'],
      ['AV-HD-2M', '2.5'],
      ['<b>', '1'],
      ['AV-X', '3'],
    ]);
    expect(entries).toEqual([{ sku: 'AV-X', qty: 3, lines: [5] }]);
    expect(errors).toEqual([
      { line: 2, text: 'AV-HD-2M 0', message: BAD_QTY_MESSAGE },
      { line: 3, text: 'AV-HD-2M 2.5', message: BAD_QTY_MESSAGE },
      { line: 4, text: '<b> 1', message: BAD_SKU_MESSAGE },
    ]);
  });

  it('reads at most the first 200 lines and says so', () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 5 }, (_, i) => `SKU-${i} 1`).join('\n');
    const { entries, errors } = readRows(rowsOfText(text));
    expect(entries).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(errors.map((error) => error.message)).toEqual([TOO_MANY_LINES_MESSAGE]);
  });

  it('leaves in the box only the lines that did not go into the cart', () => {
    const text = 'AV-HD-2M 2\n\nNO-SUCH 1\r\nAV-X zero\nAV-Y 1';
    const { errors } = readRows(rowsOfText(text));
    const unknown = { line: 3, text: 'NO-SUCH 1', message: 'Unknown sku' };
    expect(linesNotAdded(text, [...errors, unknown])).toBe('NO-SUCH 1\nAV-X zero');
    expect(linesNotAdded('AV-HD-2M 2', [])).toBe('');
  });

  it('keeps the lines past those read in the box', () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 2 }, (_, i) => `SKU-${i} 1`).join('\n');
    expect(linesNotAdded(text, readRows(rowsOfText(text)).errors)).toBe(`SKU-200 1\nSKU-201 1`);
  });

  it('saves pasted lines to a list only when every line reads, naming those that do not', () => {
    expect(pastedToSave('AV-HD-2M 2\nav-hd-2m\n\nAV-X 1')).toEqual([
      { sku: 'AV-HD-2M', qty: 3 },
      { sku: 'AV-X', qty: 1 },
    ]);
    expect(pastedToSave('  \n ')).toBe(NO_LINES_MESSAGE);
    expect(pastedToSave('AV-HD-2M 2\nAV-X zero\n<b> 1')).toBe(
      `Not saved. Correct Line 2 (AV-X zero): ${BAD_QTY_MESSAGE}; Line 3 (<b> 1): ${BAD_SKU_MESSAGE}`,
    );
  });
});
