/**
 * Everything the site loads from or talks to, in one place: the Content-Security-Policy of every
 * page is built from this. A feature that embeds or calls a new host adds it here, under the
 * directive it needs, and nowhere else.
 */

export type Directive = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'style-src' | 'font-src';
type Sources = Partial<Record<Directive, readonly string[]>>;

/** Third parties the site always uses. */
export const thirdPartySources = {
  /** The partners map's tiles. */
  mapTiles: { 'img-src': ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'] },
  /** Product videos (item page Videos tab). */
  video: { 'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com'] },
} as const satisfies Record<string, Sources>;

/** reCAPTCHA v3, when PUBLIC_RECAPTCHA_SITE_KEY is set (its script, its frame, its checks). */
export const recaptchaSources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://www.google.com/recaptcha/'],
} as const satisfies Sources;

/** Build-time settings that add hosts. Widget hosts are origins such as `https://widget.example`. */
export interface SiteSources {
  /** PUBLIC_API_BASE: the catalogue API when it is not on the site's own origin. */
  apiBase?: string | undefined;
  recaptchaSiteKey?: string | undefined;
  /** PUBLIC_HELPDESK_WIDGET_URL: the help-desk widget script of the support page. */
  helpDesk?: string | undefined;
  /** PUBLIC_GEOLOCATION_URL: the location service the tech support form asks once. */
  geolocation?: string | undefined;
  /** PUBLIC_CHAT_WIDGET_URL (or PUBLIC_CHAT_ORIGIN): the live-chat widget loaded on every page. */
  chat?: string | undefined;
  /** PUBLIC_DOCUMENT_VIEWER_ORIGIN: the document viewer embedded by /catalog. */
  documentViewer?: string | undefined;
}

export function siteSourcesFromEnv(env: Record<string, string | undefined>): SiteSources {
  return {
    apiBase: env.PUBLIC_API_BASE,
    recaptchaSiteKey: env.PUBLIC_RECAPTCHA_SITE_KEY,
    helpDesk: env.PUBLIC_HELPDESK_WIDGET_URL,
    geolocation: env.PUBLIC_GEOLOCATION_URL,
    chat: env.PUBLIC_CHAT_WIDGET_URL || env.PUBLIC_CHAT_ORIGIN,
    documentViewer: env.PUBLIC_DOCUMENT_VIEWER_ORIGIN,
  };
}

const originOf = (address: string | undefined) => (address ? new URL(address).origin : undefined);
const widget = (origin: string | undefined): Sources =>
  origin ? { 'script-src': [origin], 'connect-src': [origin], 'frame-src': [origin], 'img-src': [origin] } : {};

function merge(parts: Sources[]): Record<Directive, string[]> {
  const merged: Record<Directive, string[]> = {
    'script-src': [],
    'connect-src': [],
    'img-src': [],
    'frame-src': [],
    'style-src': [],
    'font-src': [],
  };
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part) as Array<[Directive, readonly string[]]>) {
      for (const source of sources) if (!merged[directive].includes(source)) merged[directive].push(source);
    }
  }
  return merged;
}

/**
 * The policy of every page. Scripts run only from the site (and the configured widgets) or when
 * their text matches one of `inlineScriptHashes` (`'sha256-…'`, computed from the built pages);
 * styles may be inline (components set style attributes). No page may be framed by another site.
 */
export function contentSecurityPolicy(sources: SiteSources, inlineScriptHashes: readonly string[]): string {
  const api = originOf(sources.apiBase);
  const viewer = originOf(sources.documentViewer);
  const geolocation = originOf(sources.geolocation);
  const hosts = merge([
    ...Object.values(thirdPartySources),
    sources.recaptchaSiteKey ? recaptchaSources : {},
    api ? { 'connect-src': [api], 'img-src': [api], 'frame-src': [api] } : {},
    viewer ? { 'frame-src': [viewer] } : {},
    geolocation ? { 'connect-src': [geolocation] } : {},
    widget(originOf(sources.helpDesk)),
    widget(originOf(sources.chat)),
  ]);
  const list = (...values: string[]) => values.join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...inlineScriptHashes, ...hosts['script-src'])}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...hosts['style-src'])}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...hosts['img-src'])}`,
    `font-src ${list("'self'", 'data:', ...hosts['font-src'])}`,
    `connect-src ${list("'self'", ...hosts['connect-src'])}`,
    // Uploaded documents (PDF) open framed from the site or the API host.
    `frame-src ${list("'self'", ...hosts['frame-src'])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browser features no page uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), geolocation=(), microphone=(), payment=(), usb=()';

/** Sent only over https (browsers ignore it on plain http); two years, as the preload list asks. */
export const HSTS = 'max-age=63072000; includeSubDomains';
