import type { FinderEntry } from './entry.ts';
import { findSolutions } from './finder.ts';
import { emptyJob, type Job } from './job.ts';

const part = (entry: Partial<FinderEntry> & Pick<FinderEntry, 'sku' | 'kind'>): FinderEntry => ({
  title: entry.sku,
  path: `/item/${entry.sku}`,
  input: 'HDMI',
  output: 'HDMI',
  reach: null,
  resolution: { lines: 2160, refresh: 60, chroma: null },
  inputs: 1,
  outputs: 1,
  offers: [],
  ...entry,
});

const cable15 = part({
  sku: 'CBL-15',
  kind: 'cable',
  reach: 15,
  resolution: { lines: 2160, refresh: 60, chroma: '4:4:4' },
});
const cable5 = part({
  sku: 'CBL-5',
  kind: 'cable',
  reach: 5,
  resolution: { lines: 2160, refresh: 60, chroma: '4:4:4' },
});
const hdbt100 = part({
  sku: 'HDBT-100',
  kind: 'pair',
  title: '4K60 HDMI HDBaseT Extender Kit, 100 m',
  reach: 100,
  offers: ['rs-232', 'ir'],
});
const hdbt70 = part({
  sku: 'HDBT-70',
  kind: 'pair',
  title: 'HDBaseT Kit',
  reach: 70,
  resolution: { lines: 2160, refresh: 30, chroma: null },
});
const usbToHdmi = part({ sku: 'U2H', kind: 'converter', input: 'USB-C', output: 'HDMI' });
const splitter = part({ sku: 'SPL-14', kind: 'splitter', outputs: 4 });
const matrix = part({ sku: 'MX-44', kind: 'matrix', inputs: 4, outputs: 4 });
const catalogue = [cable15, cable5, hdbt100, hdbt70, usbToHdmi, splitter, matrix];

const job = (changes: Partial<Job>): Job => ({ ...emptyJob, ...changes });
const firstSkus = (answer: ReturnType<typeof findSolutions>) =>
  answer.solutions.map((kit) => kit.lines.map((line) => `${line.qty} × ${line.entry.sku}`).join(' + '));

describe('findSolutions', () => {
  it('ranks one cable before a pair, the shortest cable that reaches first, and leaves out a 4K30 pair for 4K60', () => {
    const answer = findSolutions(job({ picture: '4K60 4:2:0', distance: 4 }), catalogue);
    expect(firstSkus(answer)).toEqual(['1 × CBL-5', '1 × CBL-15', '1 × HDBT-100']);
  });

  it('leaves out a kit that misses a stated need', () => {
    const answer = findSolutions(job({ picture: '4K60 4:2:0', distance: 70, needs: ['rs-232'] }), catalogue);
    expect(firstSkus(answer)).toEqual(['1 × HDBT-100']);
    expect(answer.solutions[0]?.reason).toBe('HDBaseT pair: 100 m at 4K60, with RS-232 and IR');
  });

  it('puts a converter and cable before a pair, and a splitter with a cable per display past that', () => {
    expect(firstSkus(findSolutions(job({ source: 'USB-C', display: 'HDMI', distance: 10 }), catalogue))).toEqual([
      '1 × U2H + 1 × CBL-15',
    ]);
    const split = findSolutions(job({ displays: 4, distance: 10 }), catalogue);
    expect(firstSkus(split)[0]).toBe('1 × SPL-14 + 4 × CBL-15');
    // Each main part once, with its best link.
    expect(split.solutions.map((kit) => kit.lines[0]?.entry.sku)).toEqual(['SPL-14', 'MX-44']);
  });

  it('answers the nearest with what it does not meet when nothing meets everything', () => {
    const answer = findSolutions(job({ picture: '4K60 4:4:4', distance: 70 }), catalogue);
    expect(answer.solutions).toEqual([]);
    expect(answer.nearest[0]?.lines[0]?.entry.sku).toBe('HDBT-100');
    expect(answer.nearest[0]?.misses).toEqual(['4K60, 4:4:4 not stated']);
    expect(answer.nearest[1]?.misses).toEqual(['4K30 only']);
  });

  it('counts feet as feet: 230 ft is past a 70 m pair', () => {
    const answer = findSolutions(job({ distance: 230, unit: 'ft' }), catalogue);
    expect(firstSkus(answer)).toEqual(['1 × HDBT-100']);
  });

  it('answers nothing at all for a signal the catalogue does not carry', () => {
    expect(findSolutions(job({ source: 'VGA' }), catalogue)).toEqual({ solutions: [], nearest: [] });
  });
});
