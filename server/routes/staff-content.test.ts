import { issueFields } from '../test/test-server.ts';
import { sql } from '../db/index.ts';
import { useStaffApi } from '../test/staff-call.ts';
import { giveBackAbandoned, publishDrafts, undoDrafts } from '../content/publish-drafts.ts';

const { signedIn, staffCall } = useStaffApi();

async function aProduct(offset = 0) {
  const { rows } = await sql<{ sku: string }>`SELECT sku FROM products WHERE subcategory_id IS NOT NULL
    ORDER BY sku LIMIT 1 OFFSET ${offset}`.execute(signedIn.api.ctx.db);
  return rows[0]!.sku;
}

async function copyOf(sku: string) {
  const { body } = await staffCall('GetProductCopy', { sku });
  return body.copy as Record<string, string>;
}

const suggestedTitles = async (term: string) =>
  ((await signedIn.api.call('SearchProducts', { term })).refSearchData ?? []).map((row) => row.title);
const detailTitle = async (sku: string) =>
  (await signedIn.api.call('GetItemDetail', { skuid: sku })).refItemDetail[0]?.title;

describe('the staff editor of the site copy', () => {
  it('answers 404 on every call to a dealer and to an anonymous caller', async () => {
    const sku = await aProduct();
    const calls: Array<[string, unknown]> = [
      ['GetContentRules', {}],
      ['FindProducts', { query: sku }],
      ['GetProductCopy', { sku }],
      ['SaveProductCopy', { sku, copy: await copyOf(sku) }],
      ['GetContentRecords', { kind: 'blog' }],
      ['GetContentRecord', { kind: 'blog', key: '1' }],
    ];
    for (const [call, body] of calls) {
      expect((await staffCall(call, body, signedIn.dealer)).status, `${call} as a dealer`).toBe(404);
      expect((await staffCall(call, body, '')).status, `${call} anonymous`).toBe(404);
    }
  });

  it('refuses an empty title and a price in the text, naming the field', async () => {
    const sku = await aProduct(1);
    const copy = await copyOf(sku);
    const empty = await staffCall('SaveProductCopy', { sku, copy: { ...copy, title: '  ' } });
    expect(empty.status).toBe(400);
    expect(issueFields(empty.body)).toEqual(['title']);
    expect(JSON.stringify(empty.body)).toContain('Title is empty');

    const { rows } = await sql<{ dealer: number }>`SELECT dealer FROM stocks WHERE sku = ${sku}`.execute(
      signedIn.api.ctx.db,
    );
    const price = Number(rows[0]!.dealer).toFixed(2);
    const priced = await staffCall('SaveProductCopy', { sku, copy: { ...copy, subtitle: `Now only $${price}` } });
    expect(priced.status).toBe(400);
    expect(issueFields(priced.body)).toEqual(['subtitle']);
    expect(await copyOf(sku)).toEqual(copy);
  });

  it('cleans the HTML on save and logs who saved when', async () => {
    const sku = await aProduct(2);
    const copy = await copyOf(sku);
    const saved = await staffCall('SaveProductCopy', {
      sku,
      copy: { ...copy, description: '<p>Clean<script>alert(1)</script></p><p hidden>note</p>' },
    });
    expect(saved.status).toBe(200);
    expect((await copyOf(sku)).description).toBe('<p>Clean</p>');
    const log = await signedIn.api.ctx.db
      .selectFrom('content_saves')
      .selectAll()
      .where('record_key', '=', sku)
      .execute();
    expect(log).toEqual([
      expect.objectContaining({ kind: 'product', user_name: 'staff', saved_at: saved.body.savedAt }),
    ]);
  });

  it('keeps a saved title out of search and item details until a publish, and a rollback takes it back', async () => {
    const sku = await aProduct(3);
    const published = (await copyOf(sku)).title;
    const title = `Zanzibarian ${sku} extender`;
    expect((await staffCall('SaveProductCopy', { sku, copy: { ...(await copyOf(sku)), title } })).status).toBe(200);
    expect((await copyOf(sku)).title).toBe(title);
    expect(await suggestedTitles('Zanzibarian')).toEqual([]);
    expect(await detailTitle(sku)).toBe(published);

    await publishDrafts(signedIn.api.ctx.db, 'build-a');
    await expect.poll(() => suggestedTitles('Zanzibarian'), { timeout: 10_000 }).toEqual([title]);
    expect(await detailTitle(sku)).toBe(title);

    await undoDrafts(signedIn.api.ctx.db, 'build-a', { asDrafts: false });
    await expect.poll(() => suggestedTitles('Zanzibarian'), { timeout: 10_000 }).toEqual([]);
    expect(await detailTitle(sku)).toBe(published);
    // The rolled-back edit is no draft: the next publish leaves the title as the live build shows it.
    expect((await copyOf(sku)).title).toBe(published);
    await publishDrafts(signedIn.api.ctx.db, 'build-b');
    expect(await detailTitle(sku)).toBe(published);
  });

  it('gives the drafts of a publish that did not go live back as drafts', async () => {
    const { records } = (await staffCall('GetContentRecords', { kind: 'blog' })).body as {
      records: Array<{ key: string; title: string }>;
    };
    const post = { id: Number(records[0]!.key), title: records[0]!.title };
    const { body } = await staffCall('GetContentRecord', { kind: 'blog', key: String(post.id) });
    const copy = { ...(body.copy as Record<string, string>), title: 'A renamed post' };
    expect((await staffCall('SaveContentRecord', { kind: 'blog', key: String(post.id), copy })).status).toBe(200);
    await publishDrafts(signedIn.api.ctx.db, 'build-c');
    expect((await signedIn.api.call('GetBlogDetail', { id: post.id })).blog.title).toBe('A renamed post');
    await undoDrafts(signedIn.api.ctx.db, 'build-c', { asDrafts: true });
    expect((await signedIn.api.call('GetBlogDetail', { id: post.id })).blog.title).toBe(post.title);
    expect((await staffCall('GetContentRecord', { kind: 'blog', key: String(post.id) })).body).toMatchObject({
      draft: true,
      copy,
    });
  });

  it('gives back as drafts the edits of a publish killed before it went live', async () => {
    const sku = await aProduct(4);
    const published = (await copyOf(sku)).title;
    const copy = { ...(await copyOf(sku)), title: 'Killed mid-build' };
    expect((await staffCall('SaveProductCopy', { sku, copy })).status).toBe(200);
    await publishDrafts(signedIn.api.ctx.db, '20261128T100000-000Z');
    expect(await detailTitle(sku)).toBe('Killed mid-build');
    // The next publish: its live build is older than the killed one, which never switched.
    await giveBackAbandoned(signedIn.api.ctx.db, '20261127T100000-000Z');
    expect(await detailTitle(sku)).toBe(published);
    expect((await staffCall('GetProductCopy', { sku })).body).toMatchObject({ draft: true, copy });
  });
});
