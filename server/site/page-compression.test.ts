import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../test/harness.ts';
import { StaticSite } from './serve.ts';

/**
 * The attack: pages were compressed on every request, so 32 connections asking for a large listing
 * page slowed the whole site. Through the whole server, a page goes out as the publish stored it.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'page-compression-'));
const siteDir = mkdtempSync(join(tmpdir(), 'page-compression-site-'));
const largePage = `<!doctype html><title>Cables</title>${'<p>An HDMI cable, 4 m.</p>'.repeat(2000)}`;
writeFileSync(join(siteDir, 'index.html'), largePage);
const db = await openTestDatabase();
const app = createApp(
  { db, config: loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'page-compression-secret' }) },
  { site: new StaticSite(siteDir).handler() },
);
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
});

describe('the site served with the API', () => {
  it('does no compression work for a page without a stored copy, in any encoding a browser takes', async () => {
    for (const encoding of ['gzip, deflate, br, zstd', 'gzip', 'deflate']) {
      const answer = await app.request('/', { headers: { 'Accept-Encoding': encoding } });
      expect(answer.status, encoding).toBe(200);
      expect(answer.headers.get('Content-Encoding'), encoding).toBeNull();
      expect(await answer.text(), encoding).toBe(largePage);
    }
  });
});
