/**
 * Load generator for the search call, run as its own process so it never shares an event loop
 * with the server or the benchmark: `node search-load.ts <baseUrl> <connections> <seconds> <terms json>`.
 * Prints one JSON line with the latency percentiles of every response.
 */
import autocannon from 'autocannon';
import { z } from 'zod';
import { percentile } from './stats.ts';

const [url, connections, seconds, termsJson] = process.argv.slice(2);
const terms = z
  .array(z.string().min(1))
  .min(1)
  .parse(JSON.parse(termsJson ?? '[]'));
const latencies: number[] = [];
let failed = 0;

const instance = autocannon({
  url: url ?? '',
  connections: Number(connections),
  duration: Number(seconds),
  requests: terms.map((term) => ({ method: 'GET', path: `/api/Home/SearchProducts?term=${encodeURIComponent(term)}` })),
});
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode === 200) latencies.push(responseTime);
  else failed += 1;
});
instance.on('done', (result) => {
  console.log(
    JSON.stringify({
      requests: latencies.length,
      failed: failed + result.errors + result.timeouts,
      perSecond: latencies.length / result.duration,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      // A loop, not Math.max(...): a fast server answers more requests than a call may take arguments.
      max: latencies.reduce((highest, latency) => Math.max(highest, latency), 0),
    }),
  );
});
