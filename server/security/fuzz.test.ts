import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls } from '../../src/api/calls.ts';
import { apiErrorBody } from '../../src/api/errors.ts';
import { createApp } from '../app.ts';
import { issueToken } from '../auth/token.ts';
import { StaticSite } from '../site/serve.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { backtrackingBait, contractCalls, STUCK_MS, stringLeaves, withLeaves } from '../test/hostile-input.ts';

/**
 * Generated bad input for every call of the contract and for the site's paths: whatever arrives,
 * the answer is a refusal or a result (never a 500), and no answer takes long.
 */
const RUNS = 40;

let server: TestServer;
let app: ReturnType<typeof createApp>;
let token: string;
let siteRoot: string;
beforeAll(async () => {
  server = await startTestServer({ products: 40 });
  siteRoot = mkdtempSync(join(tmpdir(), 'fuzz-site-'));
  mkdirSync(join(siteRoot, 'pages', '404'), { recursive: true });
  writeFileSync(join(siteRoot, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(siteRoot, 'pages', '404', 'index.html'), '<h1>Not found</h1>');
  writeFileSync(join(siteRoot, '_redirects'), '/item  id=:id  /item/:id  301!\n/*  /pages/404  404\n');
  app = createApp({ db: server.db, config: server.config }, { site: new StaticSite(siteRoot).handler() });
  token = await issueToken(
    { userId: 1, userName: 'dealer', email: 'dealer@example.com', accountType: 'Dealer', tokenVersion: 0 },
    server.config.authSecret,
    600,
  );
});
afterAll(async () => {
  rmSync(siteRoot, { recursive: true, force: true });
  await server.close();
});

async function answer(path: string, init: RequestInit): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  const response = await app.request(path, init);
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, text };
}

/** A refusal must be the API's error shape; anything else must not be a server error. */
function expectHandled(result: { status: number; ms: number; text: string }, label: string) {
  expect(result.status, label).toBeLessThan(500);
  expect(result.ms, label).toBeLessThan(STUCK_MS);
  if (result.status >= 400 && result.text.startsWith('{')) {
    expect(apiErrorBody.safeParse(JSON.parse(result.text)).success, label).toBe(true);
  }
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom('', ' ', '\u0000', '%', '%00', '../..', '"', "'; DROP TABLE accounts;--", '\u202e', 'NEAR(a b)', '*'),
  fc.integer({ min: 1, max: 200_000 }).map((length) => backtrackingBait(length)),
);
const headers = fc.record(
  {
    Authorization: fc.oneof(
      fc.constant(`Bearer ${'x'.repeat(10)}`),
      hostileString.map((s) => `Bearer ${s}`),
    ),
    'X-Human-Pass': hostileString,
    'Idempotency-Key': hostileString,
  },
  { requiredKeys: [] },
);
/** Header values must be ByteStrings without line breaks; others cannot even be sent. */
const sendable = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => /^[\x20-\x7e]*$/.test(value)));

describe.each(contractCalls)('$name under generated input', ({ name, method, sample }) => {
  const definition = calls[name];
  const path = definition.path.replace(/\{(\w+)\}/g, '1');

  it('never answers a server error or slowly', async () => {
    const leaves = stringLeaves(sample);
    const mutated = leaves.length
      ? fc.tuple(fc.subarray(leaves), hostileString).map(([chosen, value]) => withLeaves(sample, chosen, () => value))
      : fc.constant(sample);
    const input = fc.oneof(mutated, fc.jsonValue({ maxDepth: 3 }));
    await fc.assert(
      fc.asyncProperty(input, headers, fc.boolean(), async (body, extra, signed) => {
        const sent = { ...sendable(extra), ...(signed ? { Authorization: `Bearer ${token}` } : {}) };
        if (method === 'GET') {
          const query = new URLSearchParams(
            Object.entries(typeof body === 'object' && body !== null ? body : { value: body }).map(([key, value]) => [
              key,
              typeof value === 'string' ? value.slice(0, 4_000) : JSON.stringify(value),
            ]),
          );
          expectHandled(await answer(`${path}?${query.toString()}`, { headers: sent }), `${name} ${query}`);
        } else {
          const init = {
            method: 'POST',
            headers: { ...sent, 'Content-Type': definition.contentType ?? 'application/json' },
            body: JSON.stringify(body),
          };
          expectHandled(await answer(path, init), name);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the site and the API under generated paths', () => {
  it('never answer a server error or slowly', async () => {
    const segment = fc.oneof(
      fc.webSegment(),
      fc.string({ maxLength: 20 }).map(encodeURIComponent),
      fc.constantFrom('%', '%25', '%00', '%E0%A4%A', '..', '%2e%2e', '%ZZ', 'api', 'Home', 'uploads'),
    );
    const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((segments) => `/${segments.join('/')}`);
    await fc.assert(
      fc.asyncProperty(
        path,
        fc.constantFrom('GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'),
        async (target, verb) => {
          expectHandled(await answer(target, { method: verb }), `${verb} ${target}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
