import { limits } from '../../../config/limits.ts';

/** What a product page shares: its title, page address and a short description. */
export interface SharedProduct {
  title: string;
  url: string;
  description: string;
}

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp' | 'email';

/** Hosts that only the person developing the site can reach: links shared from them would be dead. */
const LOCAL_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|[\w-]{1,63}\.local|[\w-]{1,63}\.localhost)$/i;

/** The origin shared links start with: the page's own, or the public site's on a local host. */
export function shareOrigin(pageOrigin: string, siteOrigin: string): string {
  const url = new URL(pageOrigin);
  return LOCAL_HOSTS.test(url.hostname) ? new URL(siteOrigin).origin : url.origin;
}

/** The shared address of a page path. */
export function shareUrl(path: string, pageOrigin: string, siteOrigin: string): string {
  return new URL(path, shareOrigin(pageOrigin, siteOrigin)).href;
}

/** How a cut text ends: three full stops, plain in any mail or chat app (and in a page's Latin-1 markup). */
const CUT = '...';

/** Cuts text at `max` characters (default the spec's 300), ending a cut text with an ellipsis. */
export function truncate(text: string, max: number = limits.shareDescriptionMax): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - CUT.length).trimEnd()}${CUT}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The plain text of catalogue HTML for a share message, truncated. Input is bounded before the
 * (linear) tag pattern runs, and only what the truncation keeps matters.
 */
export function shareDescription(html: string): string {
  const text = html
    .slice(0, 20_000)
    .replace(/<[^>]{0,2000}>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
  return truncate(text);
}

const withQuery = (base: string, query: Record<string, string>) => `${base}?${new URLSearchParams(query).toString()}`;

/** The address of each share action; every one carries the product title and page address. */
export function shareLinks(product: SharedProduct): Record<ShareNetwork, string> {
  const { title, url, description } = product;
  const emailBody = [title, description, url].filter(Boolean).join('\n\n');
  return {
    facebook: withQuery('https://www.facebook.com/sharer/sharer.php', { u: url, quote: title }),
    twitter: withQuery('https://twitter.com/intent/tweet', { url, text: title }),
    linkedin: withQuery('https://www.linkedin.com/shareArticle', { mini: 'true', url, title, summary: description }),
    whatsapp: withQuery('https://api.whatsapp.com/send', { text: `${title} ${url}` }),
    // mailto wants %20 for spaces: URLSearchParams would write `+`, which mail clients show as is.
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(emailBody)}`,
  };
}
