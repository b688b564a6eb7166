import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../test/harness.ts';

/**
 * The attack: API answers came without nosniff or any policy, no HSTS could be sent, and cross-origin
 * calls were allowed only for SITE_URL with no way to name the site's other hosts.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'headers-'));
const db = await openTestDatabase();
const appWith = (env: Record<string, string>) =>
  createApp({
    db,
    config: loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 's', SITE_URL: 'https://www.example-av.com', ...env }),
  });
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('every API answer', () => {
  it('says nosniff and forbids loading, running and framing, errors included', async () => {
    const app = appWith({});
    for (const path of ['/api/Home/GetAllProducts', '/api/Home/NoSuchCall', '/nowhere']) {
      const answer = await app.request(path);
      expect(answer.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(answer.headers.get('Content-Security-Policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('sends HSTS only when the request came over https through a trusted proxy', async () => {
    const headers = { 'X-Forwarded-Proto': 'https' };
    expect(
      (await appWith({}).request('/api/Home/GetAllProducts', { headers })).headers.get('Strict-Transport-Security'),
    ).toBeNull();
    const proxied = await appWith({ TRUST_PROXY: '1' }).request('/api/Home/GetAllProducts', { headers });
    expect(proxied.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+; includeSubDomains$/);
  });
});

describe('cross-origin calls', () => {
  const preflight = (app: ReturnType<typeof appWith>, origin: string) =>
    app.request('/api/EmailManagement/NewsLetterSignup', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-human-pass',
      },
    });

  it('are allowed for SITE_URL and CORS_ORIGINS, with the pass header', async () => {
    const app = appWith({ CORS_ORIGINS: 'https://shop.example-av.com, https://staging.example-av.com' });
    for (const origin of [
      'https://www.example-av.com',
      'https://shop.example-av.com',
      'https://staging.example-av.com',
    ]) {
      const answer = await preflight(app, origin);
      expect(answer.headers.get('Access-Control-Allow-Origin'), origin).toBe(origin);
      expect(answer.headers.get('Access-Control-Allow-Headers')?.toLowerCase(), origin).toContain('x-human-pass');
    }
  });

  it('are not allowed for any other origin', async () => {
    const app = appWith({ CORS_ORIGINS: 'https://shop.example-av.com' });
    for (const origin of ['https://evil.example', 'https://shop.example-av.com.evil.example', 'null']) {
      expect((await preflight(app, origin)).headers.get('Access-Control-Allow-Origin'), origin).toBeNull();
    }
  });
});
