import { describe, expect, it } from 'vitest';
import {
  formatDate,
  metaDescriptionOf,
  titleSlug,
  toBlogSummary,
  toNewsArticle,
  type ContentContext,
} from './content.ts';
import { textOf } from './html-text.ts';
import { drawnMarks, initialsOf, logoOf, partnerLogoSvg } from './partners/logo.ts';
import { webLink } from './partners/partners.ts';

const ctx: ContentContext = { mediaUrl: (p) => p };

describe('blog and news adapters', () => {
  it('turns a post title into its address segment', () => {
    expect(titleSlug('Matrix switcher or presentation switcher?')).toBe('matrix-switcher-or-presentation-switcher');
    expect(titleSlug('Bogotá: 12G-SDI & more')).toBe('bogota-12g-sdi-more');
    expect(titleSlug('!!!')).toBe('post');
  });

  it('falls back to the first 155 characters of the text for the meta description', () => {
    const html = `<p>${'Word '.repeat(60)}</p>`;
    const description = metaDescriptionOf('', html);
    expect(description).toHaveLength(155);
    expect(description.startsWith('Word Word')).toBe(true);
    expect(metaDescriptionOf('Given text', html)).toBe('Given text');
    expect(textOf('<p>A &amp; B</p>\n<ul><li>C</li></ul>')).toBe('A & B C');
  });

  it('links a blog card to its post and its category pages', () => {
    const summary = toBlogSummary(
      {
        pkblogid: 7,
        title: 'HDBaseT extenders explained',
        blogdate: '2024-03-01T00:00:00',
        parent: 'Extenders',
        child: 'HDBaseT',
        childimg: '/uploads/x.svg',
      },
      ctx,
    );
    expect(summary).toMatchObject({
      href: '/blog/7/hdbaset-extenders-explained',
      date: '2024-03-01',
      category: { name: 'Extenders', href: '/extenders' },
      subcategory: { name: 'HDBaseT', href: '/extenders/hdbaset' },
    });
  });

  it('takes article HTML as the API answers it and keeps only http(s) outside links', () => {
    const base = {
      id: 3,
      title: 'T',
      teaser: 'x',
      newsdate: '2025-01-02',
      newscontent: '<p>ok</p>',
    };
    expect(toNewsArticle({ ...base, newslink: 'javascript:bad()' }, ctx)).toMatchObject({
      html: '<p>ok</p>',
      outsideLink: undefined,
      href: '/media/article/3',
    });
    expect(toNewsArticle({ ...base, newslink: 'https://expo.example/av' }, ctx).outsideLink).toBe(
      'https://expo.example/av',
    );
  });
});

describe('a news article’s picture', () => {
  it('is the image it opens with, loaded from the API host, and leaves the text', () => {
    const article = toNewsArticle(
      {
        id: 4,
        title: 'T',
        teaser: 'x',
        newslink: null,
        newsdate: '2025-01-02',
        newscontent: '<figure><img src="/uploads/news/a.jpg" alt="A frame"></figure>\n<p>Body</p>',
      },
      { ...ctx, mediaUrl: (path) => `https://api.example${path}` },
    );
    expect(article.image).toEqual({ src: 'https://api.example/uploads/news/a.jpg', alt: 'A frame' });
    expect(article.html).toBe('<p>Body</p>');
  });
});

describe('dates', () => {
  it('are written as the pages show them, on the day given whatever the time and zone', () => {
    expect(formatDate('2024-05-01')).toBe('May 1, 2024');
    expect(formatDate('2024-12-31T23:30:00-07:00')).toBe('December 31, 2024');
  });
});

describe('partner cards', () => {
  it('show a web link only for http(s) addresses', () => {
    expect(webLink('https://www.summitav.example')).toBe('https://www.summitav.example');
    expect(webLink('javascript:alert(1)')).toBeUndefined();
    expect(webLink('')).toBeUndefined();
  });

  it('mark a partner without a logo file with its initials', () => {
    expect(initialsOf('Summit AV Integration')).toBe('SA');
    expect(initialsOf('Bogotá Integración Multimedia')).toBe('BI');
  });

  it('show a partner created without a logo with the mark of its initials, and an uploaded logo as it is', () => {
    expect(logoOf({ id: 7, logo: '' })).toBe('/images/logos/partner-7.svg');
    expect(logoOf({ id: 8, logo: '/uploads/partners/a1.jpg' })).toBe('/uploads/partners/a1.jpg');
  });

  it('draw its own mark for each partner without a logo, even when two names read alike', () => {
    const marks = drawnMarks([
      { id: 7, name: 'Summit AV', logo: '' },
      { id: 9, name: 'Summit-AV', logo: '' },
      { id: 8, name: 'Lumen AV', logo: '/uploads/partners/a1.jpg' },
    ]);
    expect(marks).toEqual([
      { params: { logo: 'partner-7' }, props: { name: 'Summit AV' } },
      { params: { logo: 'partner-9' }, props: { name: 'Summit-AV' } },
    ]);
    expect(partnerLogoSvg('Summit AV')).not.toBe(partnerLogoSvg('Summit-AV'));
  });
});
