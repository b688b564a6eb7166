import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { createLogger } from '../log.ts';
import { openTestDatabase } from '../test/harness.ts';
import { rebuildHookRoutes, type RebuildControl } from './hooks.ts';

const SECRET = 'a-rebuild-secret-of-thirty-two-chars-or-more';

function control(): RebuildControl & { triggers: string[] } {
  const triggers: string[] = [];
  return { triggers, request: (trigger) => (triggers.push(trigger), 'started'), status: () => ({ building: false }) };
}

let dataDir: string;
let db: Db;
let written = '';
const events = () =>
  written
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'avconnect-hooks-'));
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The whole API with the hook mounted, as `npm start` runs it; addresses come from X-Forwarded-For. */
function site(secret: string | undefined) {
  const publisher = control();
  const env = { DATA_DIR: dataDir, AUTH_SECRET: 'test', TRUST_PROXY: '1', ...(secret && { REBUILD_SECRET: secret }) };
  const ctx = { db, config: loadConfig(env) };
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  const app = createApp({ ...ctx, log: createLogger({ destination }) }, { hooks: rebuildHookRoutes(ctx, publisher) });
  const hook = (address: string, method: 'GET' | 'POST', authorization?: string) =>
    app.request('/hooks/rebuild', {
      method,
      headers: { 'X-Forwarded-For': address, ...(authorization !== undefined && { Authorization: authorization }) },
    });
  return { publisher, hook };
}

const bearer = (secret: string) => `Bearer ${secret}`;

describe('rebuild hook', () => {
  it('starts a publish with the right secret and shows the status', async () => {
    const { publisher, hook } = site(SECRET);
    const started = await hook('192.0.2.1', 'POST', bearer(SECRET));
    expect(started.status).toBe(202);
    expect(await started.json()).toEqual({ build: 'started' });
    expect(publisher.triggers).toEqual(['hook']);
    expect(await (await hook('192.0.2.1', 'GET', bearer(SECRET))).json()).toEqual({ building: false });
  });

  it('answers 401 to a wrong or missing secret, starts nothing, and logs each refusal as a security event', async () => {
    const { publisher, hook } = site(SECRET);
    const address = '192.0.2.2';
    const before = events().length;
    for (const authorization of [bearer('wrong'), undefined, SECRET, bearer('x'.repeat(10_000))]) {
      const answer = await hook(address, 'POST', authorization);
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { issues: Array<{ field: string }> }).issues[0]?.field).toBe('Authorization');
    }
    expect((await hook(address, 'GET', bearer('wrong'))).status).toBe(401);
    expect(publisher.triggers).toEqual([]);
    const refusals = events().slice(before);
    expect(refusals).toHaveLength(5);
    for (const line of refusals) {
      expect(line).toMatchObject({ event: 'rebuild hook refused', address, path: '/hooks/rebuild' });
    }
    expect(written).not.toContain(SECRET);
  });

  it('guessing the secret: past 10 wrong guesses an address gets 429 with Retry-After, even with the right one', async () => {
    const { publisher, hook } = site(SECRET);
    const guesser = '198.51.100.7';
    // Sent together: each is counted before its secret is compared, so exactly 10 are compared.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) => hook(guesser, 'POST', bearer(`guess-${n}`))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const refused = await hook(guesser, 'POST', bearer(SECRET));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(publisher.triggers).toEqual([]);
    expect(events()).toContainEqual(
      expect.objectContaining({ event: 'too many requests', address: guesser, path: '/hooks/rebuild' }),
    );
    // Another address, the catalogue tool's, is not held by the guesser.
    expect((await hook('203.0.113.9', 'POST', bearer(SECRET))).status).toBe(202);
  });

  it('never holds a tool that sends the right secret, however often it calls', async () => {
    const { hook } = site(SECRET);
    for (let call = 0; call < 15; call += 1) {
      expect((await hook('203.0.113.10', 'GET', bearer(SECRET))).status).toBe(200);
    }
  });

  it('is off without a secret', async () => {
    const { publisher, hook } = site(undefined);
    expect((await hook('192.0.2.3', 'POST', bearer(''))).status).toBe(404);
    expect(publisher.triggers).toEqual([]);
  });
});

describe('a guessable REBUILD_SECRET', () => {
  it('stops the server from starting, naming the variable in one line, and creates nothing', () => {
    const fresh = join(dataDir, 'fresh');
    const start = () => loadConfig({ DATA_DIR: fresh, REBUILD_SECRET: 'letmein' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow('REBUILD_SECRET must be at least 32 characters, got 7 (make one with: openssl rand -hex 32)');
    expect(existsSync(fresh)).toBe(false);
    expect(loadConfig({ DATA_DIR: fresh, REBUILD_SECRET: 'x'.repeat(32) }).rebuildSecret).toBe('x'.repeat(32));
  });
});
