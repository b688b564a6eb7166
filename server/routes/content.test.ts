import { callSamples } from '../../src/api/samples/index.ts';
import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

describe('partners', () => {
  it('lists at least four partners per region, all of them in refAll', async () => {
    const partners = await api.call('GetPartners', {});
    const regions = [partners.refNorthAmerica, partners.refEmea, partners.refSouthAmerica, partners.refAsia];
    for (const region of regions) expect(region.length).toBeGreaterThanOrEqual(4);
    expect(partners.refAll).toHaveLength(regions.flat().length);
    expect(partners.refAll[0]?.logo).toMatch(/^\/uploads\/partners\/[0-9a-f]+\.jpg$/);
  });
});

describe('news', () => {
  it('lists at least nine articles newest first and opens each one', async () => {
    const { news } = await api.call('GetNews', {});
    expect(news.length).toBeGreaterThanOrEqual(9);
    const dates = news.map((item) => item.newsdate);
    expect(dates).toEqual([...dates].sort().reverse());
    const { article } = await api.call('GetNewsDetails', { NewsId: news[0]?.id });
    expect(article.title).toBe(news[0]?.title);
    expect(article.newscontent).toContain('<p>');
  });

  it('answers 404 for an unknown article and 400 for a bad id', async () => {
    expect((await api.send('GetNewsDetails', { NewsId: 9999 })).status).toBe(404);
    const bad = await api.send('GetNewsDetails', { NewsId: 'latest' });
    expect(bad.status).toBe(400);
    expect(issueFields(bad.body)).toEqual(['NewsId']);
  });
});

describe('blog', () => {
  it('pages the posts newest first with the number of pages', async () => {
    const first = await api.call('GetBlogList', { page: 1, pageSize: 10 });
    expect(first.TotalPages).toBe(13);
    const pages = [
      first,
      await api.call('GetBlogList', { page: 2, pageSize: 10 }),
      await api.call('GetBlogList', { page: 3, pageSize: 10 }),
    ];
    const posts = pages.flatMap((page) => page.Blogs);
    expect(posts.length).toBeGreaterThanOrEqual(23);
    expect(new Set(posts.map((post) => post.pkblogid)).size).toBe(posts.length);
    const dates = posts.map((post) => post.blogdate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.every((post) => post.childimg.startsWith('/uploads/'))).toBe(true);
  });

  it('opens a post with related posts and subcategories of the catalogue', async () => {
    const { Blogs } = await api.call('GetBlogList', { page: 1, pageSize: 10 });
    const detail = await api.call('GetBlogDetail', { id: Blogs[0]?.pkblogid });
    expect(detail.blog).toMatchObject({ title: Blogs[0]?.title, parent: Blogs[0]?.parent, child: Blogs[0]?.child });
    expect(detail.relatedSubcategories[0]?.kprochild).toBe(Blogs[0]?.child);
    const sub = detail.relatedSubcategories[0];
    const { rows } = await sql`SELECT sc.slug, c.slug AS parent FROM subcategories sc
      JOIN categories c ON c.id = sc.category_id WHERE sc.id = ${sub?.pkgroupid ?? 0}`.execute(api.ctx.db);
    expect(rows[0]).toEqual({ slug: sub?.kprochild2, parent: sub?.kproparent2 });
    expect(detail.relatedBlogs.every((related) => related.pkblogid !== Blogs[0]?.pkblogid)).toBe(true);
  });

  it('answers 404 for an unknown post and 400 for a bad id or page', async () => {
    expect((await api.send('GetBlogDetail', { id: 9999 })).status).toBe(404);
    const badId = await api.send('GetBlogDetail', { id: 'latest' });
    expect(badId.status).toBe(400);
    expect(issueFields(badId.body)).toEqual(['id']);
    const bad = await api.send('GetBlogList', { page: 0, pageSize: 10 });
    expect(bad.status).toBe(400);
    expect(issueFields(bad.body)).toEqual(['page']);
  });
});

describe('ValidateCaptcha', () => {
  it('accepts development tokens with a pass (a truthy string) and refuses others with false', async () => {
    const accepted = await api.call('ValidateCaptcha', { captcha: 'dev-7d1e' });
    expect(typeof accepted === 'string' && accepted.length > 20).toBe(true);
    expect(await api.call('ValidateCaptcha', { captcha: 'forged' })).toBe(false);
  });

  it('answers 400 for a blank token', async () => {
    const answer = await api.send('ValidateCaptcha', { captcha: ' ' });
    expect(answer.status).toBe(400);
    expect(issueFields(answer.body)).toEqual(['captcha']);
  });
});

describe('ReportNotFound', () => {
  it('stores the address sent as json-patch', async () => {
    const ack = await api.call('ReportNotFound', { URL: 'https://www.example-av.com/no-such-page' });
    const { rows } = await sql`SELECT url FROM not_found_reports WHERE id = ${ack.id}`.execute(api.ctx.db);
    expect(rows[0]).toEqual({
      url: 'https://www.example-av.com/no-such-page',
    });
  });

  it('answers 400 naming URL when it is missing', async () => {
    const answer = await api.send('ReportNotFound', callSamples.ReportNotFound.invalidRequest);
    expect(answer.status).toBe(400);
    expect(issueFields(answer.body)).toEqual(['URL']);
  });
});

describe('with CAPTCHA=reject', () => {
  let rejecting: TestApi;
  beforeAll(async () => {
    rejecting = await startTestApi(0, { CAPTCHA: 'reject' });
  });
  afterAll(() => rejecting.close());

  it('refuses every token, so no form can be posted', async () => {
    expect(await rejecting.call('ValidateCaptcha', { captcha: 'dev-7d1e' })).toBe(false);
    const answer = await rejecting.send('NewsLetterSignup', { Name: 'Jo', Email: 'jo@example.com' }, { pass: false });
    expect(answer.status).toBe(403);
  });
});
