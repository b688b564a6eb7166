import PQueue from 'p-queue';

/**
 * Runs `work` over every item with at most `limit` calls in flight, keeping the results in input
 * order. `onDone` hears the running count of finished items. The first failure rejects the whole
 * run and starts no further work.
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  onDone?: (finished: number) => void,
): Promise<R[]> {
  const inFlight = new PQueue({ concurrency: limit });
  let finished = 0;
  return Promise.all(
    items.map((item) =>
      inFlight.add(async () => {
        try {
          const result = await work(item);
          onDone?.((finished += 1));
          return result;
        } catch (error) {
          inFlight.clear();
          throw error;
        }
      }),
    ),
  );
}

/**
 * A progress callback that reports every tenth of `total` (and the end) once: enough to see a
 * long pull move without flooding the build log.
 */
export function progressEvery10Percent(
  total: number,
  report: (done: number, percent: number) => void,
): (done: number) => void {
  let lastTenth = 0;
  return (done) => {
    const tenth = total === 0 ? 10 : Math.floor((done * 10) / total);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      report(done, tenth * 10);
    }
  };
}
