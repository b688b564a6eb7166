import { describe, expect, it } from 'vitest';
import type { BlogArticle, BlogSummary } from '../../../src/lib/content-types.ts';
import { postsToRead } from './blog-reuse.ts';

const post = (id: number, category: string, title = `Post ${id}`): BlogSummary => ({
  id,
  title,
  date: '2026-01-01',
  href: `/blog/${id}`,
  image: '/uploads/a.svg',
  category: { name: category, href: `/${category}` },
  subcategory: { name: 'any', href: `/${category}/any` },
});
const article = (summary: BlogSummary): BlogArticle => ({
  ...summary,
  html: '<p>Text.</p>',
  description: 'Text.',
  keywords: undefined,
  related: [],
  relatedCategories: [],
});
const live = [post(1, 'cables'), post(2, 'cables'), post(3, 'audio'), post(4, 'audio')];
const read = (now: BlogSummary[], changed: number[] = []) =>
  [...postsToRead(now, { previous: live.map(article), changed: new Set(changed) })].sort();

describe('the blog posts a pull reads again', () => {
  it('are none when nothing changed, and every post of the category of one changed', () => {
    expect(read(live)).toEqual([]);
    expect(read(live, [3])).toEqual([3, 4]);
    expect(read([post(1, 'cables', 'Renamed'), ...live.slice(1)])).toEqual([1, 2]);
  });

  it('take in both categories of a post that moved, and the category of one that came or went', () => {
    expect(read([post(1, 'audio'), ...live.slice(1)], [1])).toEqual([1, 2, 3, 4]);
    expect(read(live.slice(1))).toEqual([2]);
    expect(read([...live, post(5, 'audio')], [5])).toEqual([3, 4, 5]);
  });
});
