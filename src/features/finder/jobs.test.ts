import { demoFinderData } from './demo-catalogue.test-support.ts';
import { findSolutions } from './finder.ts';
import { jobFromParams } from './job.ts';
import { jobsPrecision } from './jobs-precision.ts';

/**
 * The jobs table (jobs.fixture.json): installers' jobs with the first answer written by hand from
 * the demo catalogue's spec tables. The finder must give that answer first for at least 90 % of them.
 */

const { entries } = demoFinderData();

describe('the finder on the jobs table of the demo catalogue', () => {
  it('answers at least 90 % of the jobs with the expected kit first', () => {
    const result = jobsPrecision(entries);
    expect(result.jobs).toBeGreaterThanOrEqual(25);
    expect(result.wrong, 'jobs answered otherwise').toEqual([]);
    expect(result.precision).toBeGreaterThanOrEqual(0.9);
  });

  it('tells a job nothing meets by listing the nearest with what it lacks', () => {
    const answer = findSolutions(
      jobFromParams(new URLSearchParams('source=HDMI&picture=4K60+4:4:4&distance=70&unit=m')),
      entries,
    );
    expect(answer.solutions).toEqual([]);
    expect(answer.nearest[0]?.misses).toEqual(['4K60, 4:4:4 not stated']);
  });
});
