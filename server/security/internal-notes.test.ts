import { contractClient, startTestServer, type TestServer } from '../test/harness.ts';
import { sql, type Db } from '../db/index.ts';

/**
 * The attack: GetFAQ answered staff notes hidden in the HTML (`<div class="hidden">Internal note:
 * batch 2291…`) to anyone; the page removed them, the API did not. Every public call that answers
 * catalogue or content HTML must answer it as the site shows it.
 */
let server: TestServer;
let api: ReturnType<typeof contractClient>;
const NOTES = [
  '<div class="hidden">Internal note: batch 2291 shipped with firmware 2.0.9.</div>',
  '<span style="display:none">Internal: margin exception approved.</span>',
  '<p hidden>Internal draft</p>',
  '<div><p>Shown</p><div class="note hidden"><img src="x.png">Internal nested</div></div>',
];
const withNotes = (text: string) => `<p>Visible ${text}.</p>${NOTES.join('')}`;

let sku = '';
let appId = 0;
let newsId = 0;
let blogId = 0;
beforeAll(async () => {
  server = await startTestServer();
  api = contractClient(server.baseUrl);
  const { db } = server;
  const first = async <T>(query: { execute(db: Db): Promise<{ rows: T[] }> }) => (await query.execute(db)).rows[0];
  sku = String((await first(sql<{ sku: string }>`SELECT sku FROM product_faqs ORDER BY sku LIMIT 1`))?.sku);
  await sql`UPDATE products SET description = ${withNotes('description')}, specs = ${withNotes('specs')},
    features = ${withNotes('features')} WHERE sku = ${sku}`.execute(db);
  await sql`UPDATE product_faqs SET answer = ${withNotes('answer')} WHERE sku = ${sku}`.execute(db);
  appId = Number((await first(sql<{ id: number }>`SELECT id FROM solutions ORDER BY id LIMIT 1`))?.id);
  await sql`UPDATE solutions SET apptext = ${withNotes('solution')} WHERE id = ${appId}`.execute(db);
  newsId = Number((await first(sql<{ id: number }>`SELECT id FROM news ORDER BY id LIMIT 1`))?.id);
  await sql`UPDATE news SET newscontent = ${withNotes('news')} WHERE id = ${newsId}`.execute(db);
  blogId = Number(
    (await first(sql<{ pkblogid: number }>`SELECT pkblogid FROM blogs ORDER BY pkblogid LIMIT 1`))?.pkblogid,
  );
  await sql`UPDATE blogs SET content = ${withNotes('blog')} WHERE pkblogid = ${blogId}`.execute(db);
});
afterAll(() => server.close());

/** Every public call that answers HTML, with input that reaches the record holding the notes. */
const htmlCalls = () =>
  [
    ['GetFAQ', { sku }, 1],
    ['GetItemDetail', { skuid: sku }, 3],
    ['GetItemDetails', { skuids: [sku] }, 4],
    ['GetAppsInfo', { appId }, 1],
    ['GetNewsDetails', { NewsId: newsId }, 1],
    ['GetBlogDetail', { id: blogId }, 1],
  ] as const;

describe('internal notes in catalogue and content HTML', () => {
  it.each(htmlCalls().map(([name]) => name))('are not answered by %s', async (name) => {
    const [, input, visibleTexts] = htmlCalls().find(([call]) => call === name) ?? [];
    const answer = await api.send(name, input);
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.body);
    expect(text).not.toMatch(/Internal|hidden|display\s*:\s*none/i);
    // What a reader sees stays: the visible paragraph of each HTML field, and the nested block's.
    expect(text.match(/<p>Visible /g)?.length).toBeGreaterThanOrEqual(visibleTexts ?? 1);
    expect(text).toContain('<p>Shown</p>');
  });

  it('are not answered to a signed-in dealer either', async () => {
    const { token } = await api.call('Login', { Email: 'dealer', Password: 'Demo1234' });
    const answer = await api.send('GetItemDetail', { skuid: sku }, token);
    expect(JSON.stringify(answer.body)).not.toMatch(/Internal/);
  });
});
