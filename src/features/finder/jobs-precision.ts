import type { FinderEntry } from './entry.ts';
import { findSolutions } from './finder.ts';
import { jobFromParams } from './job.ts';
import jobs from './jobs.fixture.json' with { type: 'json' };

/** One job of the table, its expected first kit (skus in kit order) and what the finder answered. */
export interface JobOutcome {
  job: string;
  expected: string;
  answered: string;
  right: boolean;
}

/** Precision at 1 of the finder on the jobs table: the share of jobs whose first kit is the one expected. */
export function jobsPrecision(entries: readonly FinderEntry[]): {
  jobs: number;
  precision: number;
  outcomes: JobOutcome[];
  wrong: string[];
} {
  const outcomes = jobs.map((item): JobOutcome => {
    const answer = findSolutions(jobFromParams(new URLSearchParams(item.job)), entries);
    const first = (item.met ? answer.solutions : answer.nearest)[0];
    const answered = first ? first.lines.map((line) => line.entry.sku).join(' + ') : 'nothing';
    const expected = item.first.join(' + ');
    return { job: item.job, expected, answered, right: answered === expected };
  });
  const right = outcomes.filter((outcome) => outcome.right).length;
  return {
    jobs: outcomes.length,
    precision: right / outcomes.length,
    outcomes,
    wrong: outcomes.filter((o) => !o.right).map((o) => `${o.job}: expected ${o.expected}, answered ${o.answered}`),
  };
}
