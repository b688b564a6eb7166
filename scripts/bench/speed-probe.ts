/**
 * The same CPU work every time, timed on this thread: building product records, writing them as
 * JSON and reading them back, as a build does with its catalogue. The machine the benchmarks run on
 * is shared and its speed drifts: within one hour, the same 20,000-product build of the same code
 * took from 29 s to 41 s. Printed beside the figures, the probe tells a slow moment of the machine
 * from slower code.
 */

const RECORDS = 1000;
/** Rounds in one timing: about 0.2 s on the 2-core machine the figures come from. */
const ROUNDS = 200;
/** Timings taken; the median is answered, so one collection of garbage does not decide it. */
const TIMINGS = 5;

function round(seed: number): number {
  const records = Array.from({ length: RECORDS }, (_, index) => ({
    sku: `AV-${seed}-${index}`,
    title: `HDMI 2.1 extender ${index % 97} m`,
    watts: (index % 7) * 1.5,
    isNew: index % 5 === 0,
  }));
  const parsed = JSON.parse(JSON.stringify(records)) as typeof records;
  return parsed.reduce((sum, record) => sum + record.title.length, 0);
}

function timing(): number {
  const started = performance.now();
  for (let seed = 0; seed < ROUNDS; seed++) round(seed);
  return performance.now() - started;
}

/**
 * Milliseconds the probe's work takes now, how fast the shared machine runs at the moment: the
 * median of a few timings, after one that lets V8 compile it.
 */
export function speedProbeMs(): number {
  timing();
  const timings = Array.from({ length: TIMINGS }, timing).sort((a, b) => a - b);
  return timings[Math.floor(TIMINGS / 2)] ?? 0;
}
