import { describe, expect, it } from 'vitest';
import { mapWithLimit, progressEvery10Percent } from './pool.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('bounded concurrency', () => {
  it('keeps no more than the limit in flight and returns results in input order', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapWithLimit([5, 4, 3, 2, 1, 0], 2, async (n) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await tick();
      inFlight -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 40, 30, 20, 10, 0]);
    expect(most).toBe(2);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = mapWithLimit([1, 2, 3, 4, 5], 1, async (n) => {
      started.push(n);
      if (n === 2) throw new Error('GetItemDetail failed');
      return n;
    });
    await expect(run).rejects.toThrow('GetItemDetail failed');
    expect(started).toEqual([1, 2]);
  });
});

describe('progress', () => {
  it('reports each tenth once, and the end', () => {
    const reports: string[] = [];
    const onDone = progressEvery10Percent(25, (done, percent) => reports.push(`${done}:${percent}`));
    for (let done = 1; done <= 25; done++) onDone(done);
    expect(reports).toEqual(['3:10', '5:20', '8:30', '10:40', '13:50', '15:60', '18:70', '20:80', '23:90', '25:100']);
  });
});
