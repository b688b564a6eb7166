/**
 * Load generator for the security part, run as its own process so it never shares an event loop
 * with the server or the benchmark: `node http-load.ts <spec json>`. With `distinctAddresses`,
 * every connection (or every request) is a different visitor (its own X-Forwarded-For, the server
 * trusting one proxy).
 * Prints one JSON line: request rate, latency percentiles of every answer, and answers by status.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { percentile } from './stats.ts';

const spec = z
  .object({
    url: z.string(),
    connections: z.number().int().positive(),
    seconds: z.number().positive(),
    /** One address for every request (false), one per connection (true), or a new one per request. */
    distinctAddresses: z.union([z.boolean(), z.literal('per request')]),
    /** Each request goes to the next of these paths, across all connections: none is asked twice before all are. */
    paths: z.array(z.string()).min(1).optional(),
    requests: z
      .array(
        z.object({
          method: z.enum(['GET', 'POST']),
          path: z.string(),
          headers: z.record(z.string(), z.string()).optional(),
          body: z.string().optional(),
        }),
      )
      .min(1),
  })
  .parse(JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')));

const latencies: number[] = [];
const statuses: Record<string, number> = {};
let clients = 0;
let turn = 0;

const instance = autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  requests: spec.requests.map((request) => ({
    ...request,
    setupRequest: (sent, context) => {
      const path = spec.paths ? spec.paths[turn++ % spec.paths.length] : sent.path;
      if (!spec.distinctAddresses) return { ...sent, path };
      const next = () => `10.1.${Math.floor(clients / 250) % 250}.${(clients++ % 250) + 1}`;
      const address = spec.distinctAddresses === 'per request' ? next() : (context.address ??= next());
      return { ...sent, path, headers: { ...sent.headers, 'X-Forwarded-For': String(address) } };
    },
  })),
});
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  latencies.push(responseTime);
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
instance.on('done', (result) => {
  console.log(
    JSON.stringify({
      requests: latencies.length,
      errors: result.errors + result.timeouts,
      perSecond: latencies.length / result.duration,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: Math.max(0, ...latencies),
      statuses,
    }),
  );
});
