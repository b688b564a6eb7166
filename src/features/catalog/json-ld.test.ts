import { describe, expect, it } from 'vitest';
import { articleJsonLd, breadcrumbJsonLd, organizationJsonLd } from './json-ld.ts';

const site = 'https://www.example-av.com';

describe('structured data', () => {
  it('lists a trail as a BreadcrumbList with absolute addresses, positions from 1 in order', () => {
    const trail = [
      { name: 'Home', href: '/' },
      { name: 'Cables', href: '/cables' },
      { name: 'HDMI', href: '/cables/hdmi' },
    ];
    expect(breadcrumbJsonLd(trail, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example-av.com/' },
        { '@type': 'ListItem', position: 2, name: 'Cables', item: 'https://www.example-av.com/cables' },
        { '@type': 'ListItem', position: 3, name: 'HDMI', item: 'https://www.example-av.com/cables/hdmi' },
      ],
    });
  });

  it('names the company with its site, logo, phone and profiles', () => {
    const organization = organizationJsonLd(site);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'AVConnect Pro',
      url: 'https://www.example-av.com/',
      logo: 'https://www.example-av.com/logo.png',
      contactPoint: { telephone: '1-888-555-0142' },
    });
    expect(organization.sameAs).toContain('https://www.linkedin.com/company/example-av');
  });

  it('describes an article with headline, date, absolute image and the company as author', () => {
    const article = {
      headline: 'Video walls',
      description: 'How to.',
      date: '2026-05-01',
      path: '/blog/12/video-walls',
    };
    expect(articleJsonLd({ ...article, kind: 'BlogPosting', image: '/uploads/blog/12.jpg' }, site)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Video walls',
      datePublished: '2026-05-01',
      image: ['https://www.example-av.com/uploads/blog/12.jpg'],
      mainEntityOfPage: 'https://www.example-av.com/blog/12/video-walls',
      author: { '@type': 'Organization', name: 'AVConnect Pro' },
    });
  });

  it("shows the site's card for an article without a picture", () => {
    const news = { headline: 'Launch', description: '', date: '2026-01-02', path: '/media/article/3' };
    expect(articleJsonLd({ ...news, kind: 'NewsArticle', image: undefined }, site).image).toEqual([
      'https://www.example-av.com/og-card.png',
    ]);
  });
});
