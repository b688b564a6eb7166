import type { Context, MiddlewareHandler, Next } from 'hono';
import { every } from 'hono/combine';
import { etag } from 'hono/etag';
import { realpathSync } from 'node:fs';
import { fileAnswer } from '../http/file-answer.ts';
import { notModifiedSince } from '../http/not-modified.ts';
import { headersFor, type HeaderBlock } from './headers.ts';
import { canonicalLocation, canonicalPath } from './canonical-path.ts';
import { compileRedirects, type RedirectMatch } from './redirects.ts';
import { readSiteFiles, type SiteFiles } from './site-files.ts';

const NOT_FOUND_PAGE = '/pages/404';

/** The URL path decoded once, or undefined when its percent-encoding is malformed. */
function decodedPath(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Serves the static build the way the CDN does: files first, then the `_redirects` rules, with the
 * `_headers` rules applied. Files go out through `serveStatic` of @hono/node-server (the Brotli or
 * gzip copy the publish stored beside each script, style, page and other text file, by
 * Accept-Encoding; `Range`; `Last-Modified`), and Hono's etag middleware answers a revalidation
 * whose tag still matches with 304 and no body. Nothing is compressed per request: a file without
 * a stored copy (a small one, or one of a build published before copies were made) goes out as it is.
 *
 * `root` may be a link to the live build (see scripts/lib/publish): the site serves the folder it
 * points to, and follows the link when a publish or rollback switches it, without a restart and
 * without ever mixing files of two builds.
 */
export class StaticSite {
  readonly root: string;
  /** The folder being served (the link's target when `root` is a link). */
  private dir = '';
  private files = new Set<string>();
  private redirectFor: (path: string, search: URLSearchParams) => RedirectMatch | undefined = () => undefined;
  private headerBlocks: HeaderBlock[] = [];
  private checkedAt = 0;
  /** A build's files and rules read before it was switched in (see `prepare`). */
  private prepared?: SiteFiles;

  constructor(root: string) {
    this.root = root;
    this.reload();
  }

  get ready(): boolean {
    return this.files.size > 0;
  }

  /** Answers 503 until the next `reload()`, so nobody is served a half-written build. */
  close(): void {
    this.files = new Set();
  }

  /**
   * Takes the files and rules of a build about to be switched in, read off the main thread: the
   * next `reload()` that finds the link pointing at that build uses them instead of reading the
   * folder, which holds every request for a moment at a large build.
   */
  prepare(files: SiteFiles): void {
    this.prepared = files;
  }

  /** Serves the build the link points at now. */
  reload(): void {
    const prepared = this.prepared;
    this.prepared = undefined;
    let target = '';
    try {
      target = realpathSync(this.root);
    } catch {
      // No build yet: nothing is served.
    }
    // A build's folder is never written once it is served: the same build needs no second reading.
    if (!prepared && this.ready && target === this.dir) return;
    const site = prepared && prepared.dir === target ? prepared : readSiteFiles(this.root);
    if (!site) {
      this.files = new Set();
      this.dir = '';
      return;
    }
    this.redirectFor = compileRedirects(site.redirects);
    this.headerBlocks = site.headers;
    this.files = new Set(site.files);
    this.dir = site.dir;
  }

  /** Reloads when the served link now points at another build (checked at most once a second). */
  private followSwitch(): void {
    const now = Date.now();
    if (now - this.checkedAt < 1000) return;
    this.checkedAt = now;
    let target: string;
    try {
      target = realpathSync(this.root);
    } catch {
      return;
    }
    if (target !== this.dir) this.reload();
  }

  /** The file that answers a URL path, trying the directory-index and `.html` forms. */
  fileFor(path: string): string | undefined {
    const base = path.endsWith('/') ? path.slice(0, -1) : path;
    return [path, `${base}/index.html`, `${base}.html`].find((candidate) => this.files.has(candidate));
  }

  /** Whether a path finds a file or a rule other than the not-found one (only such are redirected to). */
  private answers(path: string, search: URLSearchParams): boolean {
    return this.fileFor(path) !== undefined || (this.redirectFor(path, search)?.status ?? 404) !== 404;
  }

  /** One file of the build as the answer for `path`, with that path's `_headers` rules. */
  private async respond(c: Context, next: Next, file: string, status: number, path: string) {
    for (const [name, value] of headersFor(this.headerBlocks, path)) c.header(name, value);
    const served = await fileAnswer({ root: this.dir, path: file, precompressed: true })(c, next);
    // Gone between the listing and the read (a build being switched): the next handler answers.
    if (!served) return;
    if (status !== 200) {
      // A part of the not-found page would pass for a part of the file asked for: the status alone.
      // Nor is its tag one of the address asked for.
      served.headers.delete('ETag');
      return served.status === 200
        ? new Response(served.body, { status, headers: served.headers })
        : new Response(null, { status });
    }
    return served;
  }

  /** The not-found page with status 404 (plain text if the build has none). */
  private notFound(c: Context, next: Next) {
    const page = this.fileFor(NOT_FOUND_PAGE);
    return page ? this.respond(c, next, page, 404, NOT_FOUND_PAGE) : c.text('Not found', 404);
  }

  private answer: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    this.followSwitch();
    if (!this.ready) {
      c.header('Retry-After', '5');
      return c.html(
        '<!doctype html><meta http-equiv="refresh" content="5"><title>Building</title><p>The site is being built. This page reloads by itself.</p>',
        503,
      );
    }
    const path = decodedPath(c.req.path);
    // A malformed encoding, a NUL or a step out of the site is no page: the 404 page answers.
    if (path === undefined || path.includes('..') || path.includes('\0')) return this.notFound(c, next);
    const url = new URL(c.req.url);
    const rule = this.redirectFor(path, url.searchParams);
    const canonical = rule?.force ? undefined : canonicalLocation(url);
    if (canonical !== undefined && this.answers(canonicalPath(path), url.searchParams))
      return c.redirect(canonical, 301);
    const file = rule?.force ? undefined : this.fileFor(path);
    if (file) return this.respond(c, next, file, 200, path);
    if (!rule) return next();
    if (rule.status === 301 || rule.status === 302) return c.redirect(rule.to, rule.status);
    const target = this.fileFor(new URL(rule.to, url).pathname);
    return target ? this.respond(c, next, target, rule.status, path) : next();
  };

  handler(): MiddlewareHandler {
    return every(etag(), notModifiedSince(), this.answer);
  }
}
