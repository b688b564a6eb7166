import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { createApiClient } from '../../src/api/calls.ts';
import type { RunningSite } from './datasets.ts';
import { verdict, type Section } from './report.ts';

/** A static page must stay this quick for everyone while the API is attacked. */
const staticTargetMs = 100;
const seconds = 10;
const legitClients = 32;
const floodConnections = 16;
/** The size of the attack that froze the server: under the body limit, so each is read and checked. */
const hostileEmailBytes = 200_000;

/** A percentile of no answers at all (the server answered none in time) is NaN, sent as null in JSON. */
const latency = z
  .number()
  .nullable()
  .transform((value) => value ?? Number.NaN);
const loadResult = z.object({
  requests: z.number(),
  errors: z.number(),
  perSecond: z.number(),
  p50: latency,
  p95: latency,
  p99: latency,
  max: z.number(),
  statuses: z.record(z.string(), z.number()),
});
export type LoadResult = z.infer<typeof loadResult>;

export interface LoadSpec {
  connections: number;
  distinctAddresses: boolean | 'per request';
  requests: Array<{ method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }>;
  /** Each request goes to the next of these paths, across all connections (first-time work every time). */
  paths?: string[];
}

let specs = 0;

/** Runs one load generator in its own process; resolves its figures when it is done. */
export function load(site: RunningSite, spec: LoadSpec, duration = seconds): Promise<LoadResult> {
  // A file, not an argument: such a body is more than a command line holds.
  const file = join(tmpdir(), `bench-load-${process.pid}-${(specs += 1)}.json`);
  writeFileSync(file, JSON.stringify({ url: site.url, seconds: duration, ...spec }));
  const child = spawn(process.execPath, [join(import.meta.dirname, 'http-load.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.once('exit', () => rmSync(file, { force: true }));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`The load generator exited with code ${code}`));
      const parsed = loadResult.safeParse(JSON.parse(output.trim().split('\n').at(-1) ?? '{}'));
      if (parsed.success) resolve(parsed.data);
      else reject(new Error(`The load generator answered figures it should not: ${parsed.error.message}`));
    });
  });
}

export const json = { 'Content-Type': 'application/json' };
export const ms = (value: number) => (Number.isNaN(value) ? 'no answer' : `${value.toFixed(1)} ms`);
const share = (result: LoadResult, status: string) =>
  result.requests ? `${(((result.statuses[status] ?? 0) / result.requests) * 100).toFixed(0)} %` : '-';
export const failures = (result: LoadResult) =>
  result.errors + Object.entries(result.statuses).reduce((sum, [code, n]) => (code === '200' ? sum : sum + n), 0);
/** `connections` posting wrong passwords for one account from one address, as a flood does. */
export const loginFlood = (connections: number): LoadSpec => ({
  connections,
  distinctAddresses: false,
  requests: [
    {
      method: 'POST',
      path: '/Login',
      headers: json,
      body: JSON.stringify({ Email: 'retail', Password: 'Guess1234' }),
    },
  ],
});

/**
 * The home page for everyone else: each request a visitor of its own, since one address asking
 * hundreds of times a second is itself a flood, held to its share (RATE_LIMIT_REQUESTS).
 */
export const staticProbe: LoadSpec = {
  connections: 1,
  distinctAddresses: 'per request',
  requests: [{ method: 'GET', path: '/' }],
};

/**
 * Sign-in and item pages for 32 visitors (each its own address, behind one trusted proxy) while a
 * second client floods Login with wrong passwords from one address; a static page is timed alone,
 * during that flood, and while 200 KB hostile emails are posted.
 */
export async function securityUnderAttack(site: RunningSite, log: (line: string) => void): Promise<Section> {
  const api = createApiClient({ baseUrl: site.url, retry: 0 });
  const { token } = await api.call('Login', { Email: 'dealer', Password: 'Demo1234' });
  const { refSeoProducts } = await api.call('GetAllProductsSeo', {});
  const sku = refSeoProducts[0]?.sku ?? '';

  log('  static page alone…');
  const alone = await load(site, staticProbe, 5);
  log(`  ${legitClients} visitors signing in and opening items while Login is flooded…`);
  const [visitors, flood, during] = await Promise.all([
    load(site, {
      connections: legitClients,
      distinctAddresses: true,
      requests: [
        {
          method: 'POST',
          path: '/Login',
          headers: json,
          body: JSON.stringify({ Email: 'dealer', Password: 'Demo1234' }),
        },
        {
          method: 'POST',
          path: '/api/Category/GetItemDetail',
          headers: { ...json, Authorization: `Bearer ${token}` },
          body: JSON.stringify({ skuid: sku }),
        },
      ],
    }),
    load(site, loginFlood(floodConnections)),
    load(site, staticProbe),
  ]);
  log('  static page while 200 KB hostile emails are posted…');
  const hostile = JSON.stringify({ Name: 'x', Email: `a@${'a.'.repeat(hostileEmailBytes / 2)} ` });
  const [, duringOversized] = await Promise.all([
    load(site, {
      connections: 4,
      distinctAddresses: true,
      requests: [{ method: 'POST', path: '/api/EmailManagement/NewsLetterSignup', headers: json, body: hostile }],
    }),
    load(site, staticProbe),
  ]);

  const rows = [
    [
      'Static page (/), alone',
      `${alone.perSecond.toFixed(0)}/s`,
      ms(alone.p50),
      ms(alone.p99),
      String(failures(alone)),
      '-',
    ],
    [
      `Login + item detail, ${legitClients} visitors, during the flood`,
      `${visitors.perSecond.toFixed(0)}/s`,
      ms(visitors.p50),
      ms(visitors.p99),
      String(failures(visitors)),
      '-',
    ],
    [
      `Login flood, ${floodConnections} connections from one address (wrong password)`,
      `${flood.perSecond.toFixed(0)}/s`,
      ms(flood.p50),
      ms(flood.p99),
      `${share(flood, '429')} answered 429`,
      '-',
    ],
    [
      'Static page (/) during the flood',
      `${during.perSecond.toFixed(0)}/s`,
      ms(during.p50),
      ms(during.p99),
      String(failures(during)),
      `p99 ≤ ${staticTargetMs} ms: ${verdict(during.p99 <= staticTargetMs)}`,
    ],
    [
      'Static page (/) while 200 KB hostile emails are posted',
      `${duringOversized.perSecond.toFixed(0)}/s`,
      ms(duringOversized.p50),
      ms(duringOversized.p99),
      String(failures(duringOversized)),
      `p99 ≤ ${staticTargetMs} ms: ${verdict(duringOversized.p99 <= staticTargetMs)}`,
    ],
  ];
  return {
    title: 'Security: sign-in and pages under a login flood',
    head: ['Load', 'Answers', 'p50', 'p99', 'Errors / refusals', 'Budget'],
    rows,
    notes: [
      `Each load runs ${seconds} s in its own process (autocannon). Visitors send X-Forwarded-For; the server trusts one proxy (TRUST_PROXY=1), as behind a CDN.`,
      'Errors count every answer other than 200 plus socket errors; a visitor never shares an address with the flood, so none should be refused.',
      'Password hashing runs at most one fewer at a time than the machine has cores, on a thread pool of 8 (UV_THREADPOOL_SIZE), so the event loop keeps a core and file reads a thread.',
    ],
  };
}
