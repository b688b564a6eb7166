import { issueFields } from '../test/test-server.ts';
import { sql } from '../db/index.ts';
import { useStaffApi } from '../test/staff-call.ts';
import { giveBackAbandoned, publishDrafts, rollBackEditsAfter, undoDrafts } from '../content/publish-drafts.ts';

const { signedIn, staffCall } = useStaffApi();

const newsItem = {
  title: 'Quillwort matrix switchers ship',
  date: '2026-11-20',
  teaser: 'Eight by eight at 8K.',
  body: '<p>Shipping now.<script>alert(1)</script></p>',
  link: '',
};
const partner = {
  name: 'Quillwort AV Partners',
  region: 'EMEA',
  logo: '',
  city: 'Lyon, France',
  address: '3 Rue de la République, 69002 Lyon',
  tel: '+33 4 55 50 01 12',
  email: 'sales@quillwort.example',
  url: 'https://www.quillwort.example',
};

const newsTitles = async () => (await signedIn.api.call('GetNews', {})).news.map((item) => item.title);
const partnerNames = async () => (await signedIn.api.call('GetPartners', {})).refAll.map((entry) => entry.name);
const records = async (kind: string) =>
  (await staffCall('GetContentRecords', { kind })).body.records as Array<{
    key: string;
    title: string;
    draft: boolean;
  }>;

describe('news items, partners and blog posts in the staff editor', () => {
  it('answers 404 on every call to a dealer and to an anonymous caller', async () => {
    const calls: Array<[string, unknown]> = [
      ['GetContentRecords', { kind: 'news' }],
      ['GetContentRecord', { kind: 'partner', key: '1' }],
      ['SaveContentRecord', { kind: 'news', copy: newsItem }],
    ];
    for (const [call, body] of calls) {
      expect((await staffCall(call, body, signedIn.dealer)).status, `${call} as a dealer`).toBe(404);
      expect((await staffCall(call, body, '')).status, `${call} anonymous`).toBe(404);
    }
    expect(await newsTitles()).not.toContain(newsItem.title);
  });

  it('refuses an empty name, a contact a card cannot open and a price in a teaser, naming the field, and saves nothing', async () => {
    const empty = await staffCall('SaveContentRecord', { kind: 'partner', copy: { ...partner, name: ' ' } });
    expect(empty.status).toBe(400);
    expect(issueFields(empty.body)).toEqual(['name']);
    expect(JSON.stringify(empty.body)).toContain('Name is empty');
    const unreachable = await staffCall('SaveContentRecord', {
      kind: 'partner',
      copy: { ...partner, email: 'sales@quillwort', url: 'www.quillwort.example' },
    });
    expect(unreachable.status).toBe(400);
    expect(issueFields(unreachable.body)).toEqual(['email', 'url']);
    expect(JSON.stringify(unreachable.body)).toContain('Email \\"sales@quillwort\\" is not an email address');
    const { rows } = await sql<{ dealer: number }>`SELECT dealer FROM stocks LIMIT 1`.execute(signedIn.api.ctx.db);
    const teaser = `From $${Number(rows[0]!.dealer).toFixed(2)}`;
    const priced = await staffCall('SaveContentRecord', { kind: 'news', copy: { ...newsItem, teaser } });
    expect(priced.status).toBe(400);
    expect(issueFields(priced.body)).toEqual(['teaser']);
    expect(await signedIn.api.ctx.db.selectFrom('content_drafts').selectAll().execute()).toEqual([]);
  });

  it('creates a news item and a partner as drafts that only a publish makes public, and a rollback removes', async () => {
    const news = await staffCall('SaveContentRecord', { kind: 'news', copy: newsItem });
    const card = await staffCall('SaveContentRecord', { kind: 'partner', copy: partner });
    expect([news.status, card.status]).toEqual([200, 200]);
    expect(news.body.key).toMatch(/^new-/);
    // Cleaned on save with the site's rule; logged with who and when.
    const saved = await staffCall('GetContentRecord', { kind: 'news', key: news.body.key });
    expect(saved.body).toMatchObject({ draft: true, copy: { ...newsItem, body: '<p>Shipping now.</p>' } });
    const log = await signedIn.api.ctx.db.selectFrom('content_saves').selectAll().where('kind', '=', 'news').execute();
    expect(log).toEqual([expect.objectContaining({ record_key: news.body.key, user_name: 'staff' })]);
    expect((await records('news'))[0]).toMatchObject({ key: news.body.key, title: newsItem.title, draft: true });
    expect(await newsTitles()).not.toContain(newsItem.title);
    expect(await partnerNames()).not.toContain(partner.name);

    await publishDrafts(signedIn.api.ctx.db, '20261128T090000-000Z');
    await expect.poll(newsTitles).toContain(newsItem.title);
    expect(await partnerNames()).toContain(partner.name);
    // Published, the news item goes by its id; the draft is gone.
    const listed = (await records('news')).find((record) => record.title === newsItem.title);
    expect(listed).toMatchObject({ key: expect.stringMatching(/^\d+$/), draft: false });

    // Rolled back to the build before: the created rows are deleted, and are no drafts either.
    await rollBackEditsAfter(signedIn.api.ctx.db, '20261128T080000-000Z');
    await expect.poll(newsTitles).not.toContain(newsItem.title);
    expect(await partnerNames()).not.toContain(partner.name);
    expect((await records('news')).map((record) => record.title)).not.toContain(newsItem.title);
    expect((await records('partner')).map((record) => record.title)).not.toContain(partner.name);
  });

  it('edits a published news item as a draft, and a rollback puts the published title back', async () => {
    const [first] = await records('news');
    const { body } = await staffCall('GetContentRecord', { kind: 'news', key: first!.key });
    const copy = { ...(body.copy as Record<string, string>), title: 'Quillwort news renamed' };
    expect((await staffCall('SaveContentRecord', { kind: 'news', key: first!.key, copy })).status).toBe(200);
    expect(await newsTitles()).not.toContain(copy.title);
    await publishDrafts(signedIn.api.ctx.db, 'build-edited');
    await expect.poll(newsTitles).toContain(copy.title);
    await undoDrafts(signedIn.api.ctx.db, 'build-edited', { asDrafts: false });
    await expect.poll(newsTitles).toContain(first!.title);
    expect(await newsTitles()).not.toContain(copy.title);
  });

  it('creates a blog post under a category; a publish killed before going live gives it back as a new draft', async () => {
    const rules = (await staffCall('GetContentRules', {})).body as { categories: Array<{ id: string }> };
    const copy = {
      title: 'Quillwort lecture halls',
      date: '2026-11-21',
      subcategory: rules.categories[0]!.id,
      body: '<p>Rooms that hear every word.</p>',
      picture: '',
      metaDescription: '',
    };
    const missing = await staffCall('SaveContentRecord', { kind: 'blog', copy: { ...copy, subcategory: '' } });
    expect(issueFields(missing.body)).toEqual(['subcategory']);
    expect(JSON.stringify(missing.body)).toContain('Category is not chosen');
    const unknown = await staffCall('SaveContentRecord', { kind: 'blog', copy: { ...copy, subcategory: '999999' } });
    expect(issueFields(unknown.body)).toEqual(['subcategory']);
    expect((await staffCall('SaveContentRecord', { kind: 'blog', copy })).status).toBe(200);
    await publishDrafts(signedIn.api.ctx.db, '20261128T100000-000Z');
    const post = (await records('blog')).find((record) => record.title === copy.title);
    expect((await signedIn.api.call('GetBlogDetail', { id: Number(post!.key) })).blog.title).toBe(copy.title);
    await giveBackAbandoned(signedIn.api.ctx.db, '20261127T100000-000Z');
    await expect(signedIn.api.call('GetBlogDetail', { id: Number(post!.key) })).rejects.toThrow(/answered 404/);
    const again = (await records('blog')).find((record) => record.title === copy.title);
    expect(again).toMatchObject({ key: expect.stringMatching(/^new-/), draft: true });
    expect((await staffCall('GetContentRecord', { kind: 'blog', key: again!.key })).body).toMatchObject({ copy });
  });
});
