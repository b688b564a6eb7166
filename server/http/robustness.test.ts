import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls } from '../../src/api/calls.ts';
import { apiErrorBody } from '../../src/api/errors.ts';
import { createApp } from '../app.ts';
import { dealerInfo } from '../../src/api/samples/session.ts';
import { insertAccount } from '../accounts/accounts.ts';
import { issueToken } from '../auth/token.ts';
import { loadConfig } from '../config.ts';
import type { PublishingControl } from '../publishing/control.ts';
import { staffPublishingRoutes } from '../routes/staff-publishing.ts';
import { openTestDatabase } from '../test/harness.ts';

/** Bad input of every kind must answer the error shape with a status below 500, never crash. */

const dataDir = mkdtempSync(join(tmpdir(), 'robustness-'));
// Every call is posted many times from one address here; the form limit has its own test.
// Every call is sent many wrong bodies from one address and account; the limits have their own tests.
const config = loadConfig({
  DATA_DIR: dataDir,
  AUTH_SECRET: 'robustness-secret',
  RATE_LIMIT_FORM_POSTS: '10000',
  RATE_LIMIT_QUOTES: '10000',
  RATE_LIMIT_ACCOUNT_CHANGES: '10000',
});
const db = await openTestDatabase();
// A site with no builds and nothing running: the staff calls' bodies are checked before any of it is read.
const noBuilds: PublishingControl = {
  request: () => 'started',
  running: () => null,
  builds: () => [],
  reports: () => [],
  watch: () => () => undefined,
  rollback: () => ({ ok: false, status: 404, reason: 'No such build' }),
};
const app = createApp({ db, config }, { publishing: staffPublishingRoutes({ db, config }, noBuilds) });
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

// Bearer calls check the token (and its account) before the body, so the body checks need both.
const accountId = await insertAccount(db, {
  userName: 'dealer',
  email: 'dealer@example.com',
  passwordHash: 'none',
  accountType: 'Dealer',
  canImpersonate: false,
  profile: dealerInfo,
});
// Staff calls answer 404 to anyone but staff, before the body: they are sent as staff.
const staffId = await insertAccount(db, {
  userName: 'staff',
  email: 'staff@example.com',
  passwordHash: 'none',
  accountType: 'Dealer',
  canImpersonate: true,
  profile: dealerInfo,
});
const token = (path: string) =>
  issueToken(
    path.startsWith('/api/Staff/')
      ? { userId: staffId, userName: 'staff', email: 'staff@example.com', accountType: 'Dealer', tokenVersion: 0 }
      : { userId: accountId, userName: 'dealer', email: 'dealer@example.com', accountType: 'Dealer', tokenVersion: 0 },
    config.authSecret,
    600,
  );

async function post(path: string, body: string, contentType?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${await token(path)}` };
  if (contentType) headers['Content-Type'] = contentType;
  const response = await app.request(path, { method: 'POST', headers, body });
  return { status: response.status, body: apiErrorBody.parse(await response.json()) };
}

const postCalls = Object.entries(calls).filter(([, definition]) => definition.method === 'POST');

describe.each(postCalls)('POST %s', (_name, definition) => {
  const type = definition.contentType ?? 'application/json';

  it('answers 400 naming the body for malformed JSON, an array, null or a bare number', async () => {
    for (const body of ['{"a":', '[{"a":1}]', 'null', '1e999']) {
      const answer = await post(definition.path, body, type);
      expect(answer.status, body).toBe(400);
      expect(
        answer.body.issues.map((issue) => issue.field),
        body,
      ).toContain('body');
    }
  });

  it('answers 400 naming the content type for a body that is not JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const answer = await post(definition.path, '{"x":1}', contentType);
      expect(answer.status, contentType).toBe(400);
      expect(answer.body.issues, contentType).toEqual([{ field: 'Content-Type', reason: 'Expected application/json' }]);
    }
  });
});

describe('text holding a NUL character', () => {
  it.each([
    ['/Login', { Email: 'dealer\u0000', Password: 'Demo1234' }, 'Email'],
    ['/api/Category/GetItemPrices', { skuids: ['HD\u0000'] }, 'skuids.0'],
  ])('answers 400 naming the field at %s', async (path, body, field) => {
    const answer = await post(path, JSON.stringify(body), 'application/json');
    expect(answer.status).toBe(400);
    expect(answer.body.issues.map((issue) => issue.field)).toEqual([field]);
  });
});

describe('a body larger than any call needs', () => {
  it.each([300_000, 900_000])('answers 413 in the error shape to %i bytes', async (size) => {
    const answer = await post(
      '/api/EmailManagement/SalesEnquiry',
      JSON.stringify({ comments: 'x'.repeat(size) }),
      'application/json',
    );
    expect(answer.status).toBe(413);
    expect(answer.body.issues.map((issue) => issue.field)).toEqual(['body']);
  });
});

describe('ids past the safe integer range', () => {
  it.each([
    ['/api/Category/GetSubCategories', 'productid'],
    ['/api/Category/GetSubCategoriesProductPage', 'subcategoryId'],
    ['/api/Home/GetNewsDetails', 'NewsId'],
    ['/api/Account/ParseProperties', 'UserId'],
  ])('%s answers 400 naming %s', async (path, field) => {
    for (const id of ['9'.repeat(400), `"${'9'.repeat(30)}"`, '1e300']) {
      const answer = await post(path, `{"${field}":${id}}`, 'application/json');
      expect(answer.status, id).toBe(400);
      expect(
        answer.body.issues.map((issue) => issue.field),
        id,
      ).toEqual([field]);
    }
  });
});

describe('unknown addresses and failures', () => {
  it('answers 404 in the error shape for an unknown call or a wrong method', async () => {
    for (const [method, path] of [
      ['GET', '/api/Home/NoSuchCall'],
      ['GET', '/api/Category/GetItemDetail'],
      ['POST', '/nowhere'],
    ]) {
      const response = await app.request(path ?? '', { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(apiErrorBody.safeParse(await response.json()).success).toBe(true);
    }
  });

  it('answers 500 without internals when the database fails, and keeps serving', async () => {
    const broken = await openTestDatabase();
    const brokenApp = createApp({ db: broken, config });
    await broken.destroy();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await brokenApp.request('/api/Home/GetAllProducts');
    log.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal server error', issues: [] });
    expect((await app.request('/api/Home/GetAllProducts')).status).toBe(200);
  });
});
