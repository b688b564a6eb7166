import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StaticSite } from '../site/serve.ts';

/**
 * The attack: any address with `%` answered a raw JSON 500 (typing "100%" in the search box), a
 * NUL byte gave a 500 with a stack in the log, and a malformed encoding gave the 404 page with 200.
 */
const root = mkdtempSync(join(tmpdir(), 'odd-paths-'));
mkdirSync(join(root, 'search'));
mkdirSync(join(root, 'pages', '404'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
writeFileSync(join(root, 'search', 'index.html'), '<h1>Search</h1>');
writeFileSync(join(root, 'pages', '404', 'index.html'), '<h1>Not found</h1>');
writeFileSync(
  join(root, '_redirects'),
  '/search  term=:term  /search/:term  301!\n/search/*  /search/  200\n/*  /pages/404  404\n',
);
const app = new Hono();
app.use('*', new StaticSite(root).handler());
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('a search for "100%" answers the search page', async () => {
  const answer = await app.request('/search/100%25');
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('<h1>Search</h1>');
  const redirected = await app.request('/search?term=100%25');
  expect(redirected.status).toBe(301);
  expect(redirected.headers.get('Location')).toBe('/search/100%25');
});

it.each(['/search/%E0%A4%A', '/x%', '/%', '/search/a%00b', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd'])(
  '%s answers the 404 page with status 404',
  async (path) => {
    const answer = await app.request(path);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('<h1>Not found</h1>');
  },
);
