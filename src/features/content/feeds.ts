/** The site's RSS feeds, linked from the head of the blog and news pages. */
export const feeds = [
  { title: 'AVConnect Pro blog', path: '/blog/rss.xml' },
  { title: 'AVConnect Pro news', path: '/media/rss.xml' },
] as const;
