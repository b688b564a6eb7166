import { describe, expect, it } from 'vitest';
import { compareRows, differenceCount } from './compare-rows.ts';

const extender = {
  specs: [
    ['Signal', 'HDMI 2.0'],
    ['Maximum resolution', '4K60 4:4:4'],
    ['Distance', '70 m over Cat6A'],
    ['Control', 'RS-232, IR'],
    ['Power', '12 V DC'],
  ],
} as const;
/** The same facts written differently, and one row of its own. */
const extenderAgain = {
  specs: [
    ['Input', 'hdmi 2.0'],
    ['Distance', '70m'],
    ['Control', 'IR; RS-232'],
    ['Maximum resolution', '4K30'],
    ['POWER', '12  V DC'],
    ['PoE', 'PoH, receiver powered'],
  ],
} as const;
const splitter = {
  specs: [
    ['Outputs', '1x4'],
    ['Signal', 'HDMI 2.0'],
  ],
} as const;
const splitterAgain = { specs: [['Outputs', '4 x HDMI']] } as const;

describe('compareRows', () => {
  it('aligns rows by the facet the listing filters read, whatever each table calls them', () => {
    const rows = compareRows([extender, extenderAgain]);
    expect(rows.map((row) => row.name)).toEqual([
      'Signal',
      'Maximum resolution',
      'Distance',
      'Control',
      'Power',
      'PoE',
    ]);
    expect(rows[0]).toEqual({ name: 'Signal', values: ['HDMI 2.0', 'hdmi 2.0'], differs: false });
  });

  it('compares facet values as the filters do and other rows as text, case and spacing aside', () => {
    const rows = new Map(compareRows([extender, extenderAgain]).map((row) => [row.name, row]));
    expect(rows.get('Distance')?.differs).toBe(false);
    expect(rows.get('Control')?.differs).toBe(false);
    expect(rows.get('Power')?.differs).toBe(false);
    expect(rows.get('Maximum resolution')).toEqual({
      name: 'Maximum resolution',
      values: ['4K60 4:4:4', '4K30'],
      differs: true,
    });
  });

  it('counts a row only some products state as a difference, with an empty value for the others', () => {
    const poe = compareRows([extender, extenderAgain]).find((row) => row.name === 'PoE');
    expect(poe).toEqual({ name: 'PoE', values: ['', 'PoH, receiver powered'], differs: true });
    expect(differenceCount(compareRows([extender, extenderAgain]))).toBe(2);
  });

  it('reads a size as the count the facet takes ("1x4" has 4 outputs)', () => {
    const outputs = compareRows([splitter, splitterAgain]).find((row) => row.name === 'Outputs');
    expect(outputs).toEqual({ name: 'Outputs', values: ['1x4', '4 x HDMI'], differs: false });
  });

  it('finds no differences in one product, and no rows in none', () => {
    expect(differenceCount(compareRows([extender]))).toBe(0);
    expect(compareRows([])).toEqual([]);
  });
});
