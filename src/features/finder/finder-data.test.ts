import { decodeEntries } from './finder-data.ts';

const entry = {
  sku: 'AV-HD-LR-4K70',
  title: '4K60 HDMI Long Range Extender, 70 m',
  path: '/item/AV-HD-LR-4K70',
  kind: 'pair',
  input: 'HDMI',
  output: 'HDMI',
  reach: 70,
  resolution: { lines: 2160, refresh: 60, chroma: null },
  inputs: 1,
  outputs: 1,
  offers: ['rs-232', 'ir'],
};

describe('decodeEntries', () => {
  it('keeps the entries that fit and drops the rest, never the whole list', () => {
    expect(decodeEntries([entry, { ...entry, kind: 'teleporter' }, null, 'x'])).toEqual([entry]);
  });

  it('answers no entries for a file that is not a list', () => {
    expect(decodeEntries({ entries: [entry] })).toEqual([]);
  });
});
