import { linearityRatio, marginalCosts, median, percentile } from './stats.ts';

describe('percentile', () => {
  const latencies = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];

  it('takes the nearest rank', () => {
    expect(percentile(latencies, 95)).toBe(10);
    expect(percentile(latencies, 90)).toBe(9);
    expect(percentile(latencies, 0)).toBe(1);
    expect(median(latencies)).toBe(5);
  });

  it('has no value without samples', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('linearityRatio', () => {
  it('is 1 when every size costs the same per item', () => {
    expect(linearityRatio([1.2, 1.2, 1.2])).toBe(1);
    expect(linearityRatio([1, 1.5, 2])).toBe(2);
  });
});

describe('marginalCosts', () => {
  it('prices each extra item between sizes, so fixed costs drop out', () => {
    const builds = [
      { size: 5000, ms: 30_000 },
      { size: 1000, ms: 14_000 },
      { size: 20000, ms: 90_000 },
    ];
    expect(marginalCosts(builds)).toEqual([4, 4]);
  });
});
