import { expect, test, type Page } from '@playwright/test';
import { createApiClient } from '../src/api/calls.ts';
import { pageSize } from '../src/config/index.ts';
import { baseURL } from './support/env.ts';

const api = createApiClient({ baseUrl: baseURL, retry: 0 });
const pageNumbers = (page: Page, name: string) => page.getByRole('navigation', { name }).getByRole('listitem');

test('news lists 4 articles per page with date, linked title, teaser and picture, and the About menu', async ({
  page,
}) => {
  const { news } = await api.call('GetNews', {});
  expect(news.length).toBeGreaterThan(pageSize.news);
  await page.goto('/media');
  const items = page.locator('.news-list > li');
  await expect(items).toHaveCount(pageSize.news);
  const first = news[0];
  if (!first) throw new Error('no news');
  const item = items.first();
  await expect(item.getByRole('link', { name: first.title })).toHaveAttribute('href', `/media/article/${first.id}`);
  await expect(item).toContainText(first.teaser);
  await expect(item.locator('time')).toHaveAttribute('datetime', first.newsdate.slice(0, 10));
  // Each article shows its own picture: the one its content opens with.
  const pictures = await items.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  expect(pictures).toHaveLength(pageSize.news);
  expect(new Set(pictures).size).toBe(pageSize.news);
  await expect(page.getByRole('complementary').getByRole('heading', { name: 'About' })).toBeVisible();

  await page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/media\/page\/2$/);
  await expect(page.locator('.news-list > li').first()).toContainText(news[pageSize.news]?.title ?? '');

  await page.goto(`/media/article/${first.id}`);
  const { article } = await api.call('GetNewsDetails', { NewsId: first.id });
  const alt = /alt="([^"]+)"/.exec(article.newscontent)?.[1] ?? 'an alt text';
  const lead = page.getByRole('main').getByRole('img', { name: alt });
  await expect(lead).toBeVisible();
  await expect
    .poll(() => lead.evaluate((img) => img instanceof HTMLImageElement && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('main').getByRole('link', { name: /press/i })).toHaveAttribute('href', '/press');
});

test('blog pages show every page near the current one and ellipses for the rest', async ({ page }) => {
  const { TotalPages } = await api.call('GetBlogList', { page: 1, pageSize: pageSize.blog });
  expect(TotalPages).toBeGreaterThanOrEqual(12);
  const last = String(TotalPages);

  await page.goto('/blog');
  await expect(page.locator('.blog-grid > li')).toHaveCount(pageSize.blog);
  await expect(pageNumbers(page, 'Blog pages')).toHaveText([
    'Previous',
    'Page 1',
    'Page 2',
    '…',
    `Page ${last}`,
    'Next',
  ]);

  await page.goto('/blog/page/6');
  await expect(pageNumbers(page, 'Blog pages')).toHaveText([
    'Previous',
    'Page 1',
    '…',
    'Page 5',
    'Page 6',
    'Page 7',
    '…',
    `Page ${last}`,
    'Next',
  ]);
  await page
    .getByRole('navigation', { name: 'Blog pages' })
    .getByRole('link', { name: `Page ${last}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/page/${last}$`));
  await expect(
    page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: `Page ${last}` }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a blog card and its post link to the post, its categories, related posts and press', async ({ page }) => {
  const { Blogs } = await api.call('GetBlogList', { page: 1, pageSize: pageSize.blog });
  const card = Blogs[0];
  if (!card) throw new Error('no posts');
  await page.goto('/blog');
  const article = page.locator('.blog-card').first();
  await expect(article.locator('img')).toHaveAttribute('src', card.childimg);
  await expect(article.getByRole('link', { name: card.parent, exact: true })).toBeVisible();
  await expect(article.getByRole('link', { name: card.child, exact: true })).toBeVisible();
  await article.getByRole('link', { name: card.title }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: card.parent, exact: true }).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Related blogs' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Related categories' })).toBeVisible();
  await expect(main.getByRole('link', { name: /press/i })).toHaveAttribute('href', '/press');

  const subcategory = main.getByRole('link', { name: card.child, exact: true }).first();
  const response = await page.request.get((await subcategory.getAttribute('href')) ?? '');
  expect(response.status(), 'the child category link leads to a page').toBe(200);
});

test('a post without its own meta description describes itself with the start of its content', async ({ page }) => {
  const { Blogs } = await api.call('GetBlogList', { page: 1, pageSize: pageSize.blog });
  const details = await Promise.all(Blogs.map((card) => api.call('GetBlogDetail', { id: card.pkblogid })));
  const index = details.findIndex((detail) => !detail.blog.metaDescription);
  const card = Blogs[index];
  if (!card) throw new Error('Every post on page 1 has a meta description');
  await page.goto('/blog');
  await page.getByRole('link', { name: card.title, exact: true }).click();
  const description = (await page.locator('meta[name=description]').getAttribute('content')) ?? '';
  expect(description.length).toBe(155);
  const text = (await page.locator('main article .prose').innerText()).replace(/\s+/g, ' ').trim();
  expect(text.startsWith(description.trim())).toBe(true);
});

test('the blog and news feeds are linked from the head and list the posts', async ({ page, request }) => {
  await page.goto('/blog');
  const feeds = page.locator('head link[rel=alternate][type="application/rss+xml"]');
  await expect(feeds).toHaveCount(2);
  const { Blogs } = await api.call('GetBlogList', { page: 1, pageSize: pageSize.blog });
  const blogFeed = await (await request.get('/blog/rss.xml')).text();
  expect(blogFeed).toContain('<rss');
  expect(blogFeed).toContain(Blogs[0]?.title.replaceAll('&', '&amp;'));
  const { news } = await api.call('GetNews', {});
  const newsFeed = await (await request.get('/media/rss.xml')).text();
  expect(newsFeed).toContain(`/media/article/${news[0]?.id}`);
});

test('case study cards open their PDF in a new tab', async ({ page, context }) => {
  await page.goto('/casestudy');
  for (const group of ['Digital Signage', 'Collaboration & Training', 'Education']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  const card = page.locator('.case-card').first();
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(card).toHaveAttribute('rel', 'noopener');
  const href = (await card.getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [tab] = await Promise.all([context.waitForEvent('page'), card.click()]);
  expect(tab.url()).toContain(href);
});

test('the catalogue page opens the catalogue PDF in its document viewer on request', async ({ page }) => {
  await page.goto('/catalog');
  const open = page.getByRole('link', { name: /Open the catalogue/ });
  await expect(open).toHaveAttribute('target', '_blank');
  const pdf = (await open.getAttribute('href')) ?? '';
  expect((await page.request.get(pdf)).headers()['content-type']).toContain('application/pdf');
  await page.getByRole('button', { name: 'Show the catalogue on this page' }).click();
  await expect(page.locator('iframe[title="AVConnect Pro product catalogue"]')).toHaveAttribute('src', pdf);
});
