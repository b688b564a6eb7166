import { descendants, maxRssFromTimeReport, parentPid, statusField } from './memory.ts';

describe('maxRssFromTimeReport', () => {
  it('reads the peak of GNU time -v in bytes', () => {
    const report =
      '\tCommand being timed: "node astro.mjs build"\n\tMaximum resident set size (kbytes): 812344\n\tExit status: 0\n';
    expect(maxRssFromTimeReport(report)).toBe(812344 * 1024);
    expect(maxRssFromTimeReport('Command exited with non-zero status 1')).toBeUndefined();
  });
});

describe('statusField', () => {
  const status = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmHWM:\t  500000 kB\nVmRSS:\t  400000 kB\n';

  it('reads the resident size and its high-water mark in bytes', () => {
    expect(statusField(status, 'VmRSS')).toBe(400000 * 1024);
    expect(statusField(status, 'VmHWM')).toBe(500000 * 1024);
    expect(statusField('Name:\tkthreadd\n', 'VmRSS')).toBe(0);
  });
});

describe('parentPid', () => {
  it('skips a command name that holds spaces and parentheses', () => {
    expect(parentPid('4242 (node (astro) x) S 4200 4242 1 0 -1')).toBe(4200);
  });
});

describe('descendants', () => {
  it('collects children and grandchildren only', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 1],
      [14, 10],
    ]);
    expect(descendants(10, parents).sort()).toEqual([10, 11, 12, 14]);
  });
});
