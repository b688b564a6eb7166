import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { outDir } from './env.ts';
import { sitemapAddresses } from './sitemap.ts';

/** A built page: its site path and its HTML as the build wrote it. */
export interface BuiltPage {
  path: string;
  html: string;
}

/** Each page is built as a file (`/cables/hdmi` → `cables/hdmi.html`, `/` → `index.html`). */
export const builtFile = (path: string) => `${outDir}${path === '/' ? '/index' : path}.html`;

/** Every public page of the build: the addresses of its sitemap, read from the built files. */
export async function publicPages(request: APIRequestContext): Promise<BuiltPage[]> {
  const paths = (await sitemapAddresses(request)).map((loc) => new URL(loc).pathname);
  return paths.map((path) => ({ path, html: readFileSync(builtFile(path), 'utf8') }));
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
/** Text of HTML with its character references resolved. */
export const decoded = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '');

/** The content of a page's `<meta name|property="key">`, or undefined. */
export function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decoded(match[1]);
}

/** The text of every JSON-LD block of a page. */
export const jsonLdBlocks = (html: string): string[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json = '']) => json);
