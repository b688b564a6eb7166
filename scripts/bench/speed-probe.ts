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

function timing(): { ms: number; checksum: number } {
  let checksum = 0;
  const started = performance.now();
  for (let seed = 0; seed < ROUNDS; seed++) checksum += round(seed);
  return { ms: performance.now() - started, checksum };
}

/**
 * Milliseconds the probe's work takes now: the median of a few timings, after one that lets V8
 * compile it. The checksum is answered so that none of the work can be left out.
 */
export function speedProbe(): { ms: number; checksum: number } {
  const { checksum } = timing();
  const timings = Array.from({ length: TIMINGS }, () => timing().ms).sort((a, b) => a - b);
  return { ms: timings[Math.floor(TIMINGS / 2)] ?? 0, checksum };
}
