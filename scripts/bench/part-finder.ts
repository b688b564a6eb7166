import { demoFinderData } from '../../src/features/finder/demo-catalogue.test-support.ts';
import { jobsPrecision } from '../../src/features/finder/jobs-precision.ts';
import { verdict, type Section } from './report.ts';

/** Precision at 1 the finder must reach on the jobs table. */
const target = 0.9;
const share = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * The signal-path finder on its jobs table (src/features/finder/jobs.fixture.json): each job's
 * first kit against the one written by hand from the demo catalogue's spec tables.
 */
export function finderPrecision(log: (line: string) => void): Section[] {
  const started = performance.now();
  const data = demoFinderData();
  const result = jobsPrecision(data.entries);
  const ms = performance.now() - started;
  log(`  finder: ${share(result.precision)} of ${result.jobs} jobs answered with the expected kit first`);
  return [
    {
      title: 'Signal-path finder: precision at 1 on the jobs table',
      head: ['Measure', 'Value', 'Target', 'Verdict'],
      rows: [
        ['jobs', String(result.jobs), '≥ 25', verdict(result.jobs >= 25)],
        ['precision at 1', share(result.precision), `≥ ${share(target)}`, verdict(result.precision >= target)],
        ['products read / left out', `${data.entries.length} / ${data.leftOut.length}`, '', ''],
        ['demo catalogue read and every job answered', `${ms.toFixed(0)} ms`, '', ''],
      ],
      notes: [
        'Each job of src/features/finder/jobs.fixture.json names the first kit a person worked out by hand from the demo catalogue (400 products); products whose specs do not state what the finder needs are left out and listed in the publish report.',
        ...result.outcomes
          .filter((o) => !o.right)
          .map((o) => `Missed: ${o.job}: expected ${o.expected}, answered ${o.answered}.`),
      ],
    },
    {
      title: 'Signal-path finder: the jobs and their first answers',
      head: ['Job (finder address query)', 'First kit', 'As expected'],
      rows: result.outcomes.map((o) => [o.job, o.answered, o.right ? 'yes' : '**no**']),
      notes: [],
    },
  ];
}
