import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../test/harness.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'cors-'));
const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 's', SITE_URL: 'https://shop.example-av.com/' });
const db = await openTestDatabase();
const app = createApp({ db, config });
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const preflight = (path: string, origin: string) =>
  app.request(path, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  });

describe('calls from the site on another origin', () => {
  it('are allowed for the SITE_URL origin, with the bearer and JSON headers', async () => {
    for (const path of ['/api/Category/GetItemDetail', '/Login', '/ChangePassword', '/ImpersonateUser']) {
      const answer = await preflight(path, 'https://shop.example-av.com');
      expect(answer.status, path).toBe(204);
      expect(answer.headers.get('Access-Control-Allow-Origin'), path).toBe('https://shop.example-av.com');
      expect(answer.headers.get('Access-Control-Allow-Headers')?.toLowerCase(), path).toContain('authorization');
    }
  });

  it('are not allowed for any other origin', async () => {
    const answer = await preflight('/api/Category/GetItemDetail', 'https://elsewhere.example');
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
