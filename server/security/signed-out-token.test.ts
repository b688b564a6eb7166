import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../main.ts';
import { startTestApi, type TestApi } from '../test/test-server.ts';
import { createApp } from '../app.ts';
import { sql } from '../db/index.ts';

/**
 * The attacks: signing out only forgot the token in the browser (it stayed valid for 12 h); and
 * with RECAPTCHA_SECRET unset any `dev-…` token earned a pass, with nothing stopping a production
 * server from running that way.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

describe('a token after signing out', () => {
  it('answers 401 where a token is required and shows no prices, while a new sign-in works', async () => {
    const { token, userId } = await api.login('dealer');
    const { rows } = await sql<{ sku: string }>`SELECT sku FROM stocks LIMIT 1`.execute(api.ctx.db);
    const sku = String(rows[0]?.sku);
    expect((await api.send('ParseProperties', { UserId: userId }, { token })).status).toBe(200);

    expect((await api.send('Logout', {}, { token })).status).toBe(200);
    expect((await api.send('ParseProperties', { UserId: userId }, { token })).status).toBe(401);
    expect((await api.send('Logout', {}, { token })).status).toBe(401);
    const detail = await api.call('GetItemDetail', { skuid: sku }, { token });
    expect(detail.refStocks).toEqual([]);

    const again = await api.login('dealer');
    expect((await api.send('ParseProperties', { UserId: userId }, { token: again.token })).status).toBe(200);
  });

  it('revokes only the token signed out, not the account’s other sessions', async () => {
    const phone = await api.login('distributor');
    const laptop = await api.login('distributor');
    await api.call('Logout', {}, { token: laptop.token });
    expect((await api.send('ParseProperties', { UserId: phone.userId }, { token: phone.token })).status).toBe(200);
  });

  it('signed out on one node is refused by another node of the same database', async () => {
    const { token, userId } = await api.login('dealer');
    const otherNode = createApp(api.ctx);
    const signedOut = await otherNode.request('/Logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(signedOut.status).toBe(200);
    expect((await api.send('ParseProperties', { UserId: userId }, { token })).status).toBe(401);
  });

  it('cannot be signed out without a token', async () => {
    expect((await api.send('Logout', {})).status).toBe(401);
  });
});

describe('a production server without RECAPTCHA_SECRET', () => {
  it('refuses to start, naming the variable, before it opens any data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'production-'));
    try {
      await expect(
        startServer({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '4499', AUTH_SECRET: 'production-secret' }),
      ).rejects.toThrow(/RECAPTCHA_SECRET must be set when NODE_ENV=production/);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
