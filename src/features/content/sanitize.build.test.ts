import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../server/db/index.ts';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { blogPostPath, newsArticlePath } from './content.ts';

/** What an attacker (or a careless editor) might put into a post or an article. */
const HOSTILE = [
  '<p>Plain words survive.</p>',
  '<script>window.hostile = 1</script>',
  '<img src="/x.png" onerror="window.hostile = 2" alt="diagram">',
  '<a href="javascript:window.hostile = 3">a trick link</a>',
].join('\n');
const TRACES = ['window.hostile', 'onerror', 'javascript:'];

/** Runs `astro build`; answers its exit code and what it printed, shown when it fails. */
function build(apiBase: string, outDir: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      env: { ...process.env, API_BASE: apiBase, OUT_DIR: outDir, PUBLIC_API_BASE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

describe('the site build', () => {
  let server: TestServer;
  let outDir: string;
  let postPath: string;
  let articlePath: string;

  beforeAll(async () => {
    server = await startTestServer({ products: 40 });
    const { db } = server;
    const sub = (await sql<{ id: number }>`SELECT id FROM subcategories ORDER BY id LIMIT 1`.execute(db)).rows[0];
    const post = (
      await sql<{ pkblogid: number }>`
        INSERT INTO blogs (title, blogdate, content, meta_description, meta_keywords, subcategory_id, childimg)
        VALUES ('A post with hostile markup', '2099-01-01', ${HOSTILE}, '', '', ${sub?.id}, '') RETURNING pkblogid`.execute(
        db,
      )
    ).rows[0];
    const article = (
      await sql<{ id: number }>`
        INSERT INTO news (title, teaser, newslink, newsdate, newscontent)
        VALUES ('An article with hostile markup', 'Teaser', 'javascript:window.hostile = 4', '2099-01-01', ${HOSTILE})
        RETURNING id`.execute(db)
    ).rows[0];
    // A SKU with a dot, which reads like a file name: still a page, in the sitemap like any other.
    await sql`
      INSERT INTO products (sku, pkskuid, sku_key, subcategory_id, title, subtitle, upc, released_on)
      VALUES ('AV-HD-2.0', 990001, 'AVHD2.0', ${sub?.id}, 'HDMI 2.0 cable', '2 m', '012345678912', '2026-01-01')`.execute(
      db,
    );
    postPath = blogPostPath(Number(post?.pkblogid), 'A post with hostile markup');
    articlePath = newsArticlePath(Number(article?.id));
    outDir = mkdtempSync(join(tmpdir(), 'avconnect-site-'));
    const { code, output } = await build(server.baseUrl, outDir);
    expect(code, `the build succeeds; it printed:\n${output.slice(-4_000)}`).toBe(0);
  }, 600_000);

  afterAll(async () => {
    await server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  const page = (path: string) => readFileSync(join(outDir, `${path}.html`), 'utf8');

  it.each([
    ['blog post', () => page(postPath)],
    ['news article', () => page(articlePath)],
    ['blog feed', () => readFileSync(join(outDir, 'blog/rss.xml'), 'utf8')],
    ['news feed', () => readFileSync(join(outDir, 'media/rss.xml'), 'utf8')],
  ])('strips scripts, event handlers and javascript: links from the %s', (_name, read) => {
    const html = read();
    for (const trace of TRACES) expect(html).not.toContain(trace);
  });

  it('keeps the harmless content', () => {
    expect(page(postPath)).toContain('<p>Plain words survive.</p>');
    expect(page(articlePath)).toContain('a trick link');
    expect(page(postPath)).toContain('alt="diagram"');
  });

  it('builds the page of a product whose SKU has a dot, and lists it in the sitemap', () => {
    expect(page('/item/AV-HD-2.0')).toContain('HDMI 2.0 cable');
    expect(readFileSync(join(outDir, 'sitemap-0.xml'), 'utf8')).toContain('/item/AV-HD-2.0</loc>');
  });
});
