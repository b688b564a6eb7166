import type { APIRoute } from 'astro';
import { company } from '../config/index.ts';

/** Crawlers may read the catalogue; private areas and shells stay out. */
export const GET: APIRoute = ({ site }) => {
  const origin = (site ?? new URL(company.siteOrigin)).origin;
  const body = [
    'User-agent: *',
    'Disallow: /account',
    'Disallow: /secure',
    'Disallow: /imp',
    '',
    `Sitemap: ${origin}/sitemap-index.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
