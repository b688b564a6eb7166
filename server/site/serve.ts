import type { Context, MiddlewareHandler } from 'hono';
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import { PRECOMPRESSED_SUFFIX } from '../../src/config/static-files.ts';
import { headersFor, parseHeaders, type HeaderBlock } from './headers.ts';
import { compileRedirects, parseRedirects, type RedirectMatch } from './redirects.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

const gzipAsync = promisify(gzip);
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** True when the Accept-Encoding header allows gzip (by name or `*`) with a non-zero quality. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.add(`/${relative(root, join(entry.parentPath, entry.name)).split('\\').join('/')}`);
  }
  return files;
}

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
 * `_headers` rules applied. `root` may be a link to the live build (see scripts/lib/publish): the
 * site serves the folder it points to, and follows the link when a publish or rollback switches
 * it, without a restart and without ever mixing files of two builds.
 */
export class StaticSite {
  readonly root: string;
  /** The folder being served (the link's target when `root` is a link). */
  private dir = '';
  private files = new Set<string>();
  /** Files compressed once at the highest level, as a CDN stores them, instead of per request. */
  private gzipped = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  private redirectFor: (path: string, search: URLSearchParams) => RedirectMatch | undefined = () => undefined;
  private headerBlocks: HeaderBlock[] = [];
  private checkedAt = 0;

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

  reload(): void {
    const dir = existsSync(join(this.root, 'index.html')) ? realpathSync(this.root) : '';
    if (!dir) {
      this.files = new Set();
      this.dir = '';
      return;
    }
    const files = listFiles(dir);
    const read = (name: string) => (files.has(`/${name}`) ? readFileSync(join(dir, name), 'utf8') : '');
    this.redirectFor = compileRedirects(parseRedirects(read('_redirects')));
    this.headerBlocks = parseHeaders(read('_headers'));
    this.gzipped = new Map();
    this.files = files;
    this.dir = dir;
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

  /**
   * The build's precompressed copy when it has one (scripts and styles), else the file compressed
   * once here. Kept as plain byte arrays (copied once per file): Response takes those, not Buffer.
   */
  private compressed(file: string): Promise<Uint8Array<ArrayBuffer>> {
    let body = this.gzipped.get(file);
    if (!body) {
      const stored = `${file}${PRECOMPRESSED_SUFFIX}`;
      const zipped = this.files.has(stored)
        ? readFile(join(this.dir, stored))
        : readFile(join(this.dir, file)).then((raw) => gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }));
      body = zipped.then((bytes) => new Uint8Array(bytes));
      this.gzipped.set(file, body);
    }
    return body;
  }

  private async respond(
    file: string,
    status: number,
    path: string,
    acceptEncoding: string | undefined,
  ): Promise<Response> {
    const headers = new Headers([...headersFor(this.headerBlocks, path)]);
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    headers.set('Content-Type', type);
    if (!compressible.test(type)) return new Response(await readFile(join(this.dir, file)), { status, headers });
    headers.set('Vary', 'Accept-Encoding');
    if (!acceptsGzip(acceptEncoding)) return new Response(await readFile(join(this.dir, file)), { status, headers });
    headers.set('Content-Encoding', 'gzip');
    return new Response(await this.compressed(file), { status, headers });
  }

  /** The not-found page with status 404 (plain text if the build has none). */
  private notFound(c: Context): Promise<Response> | Response {
    const page = this.fileFor(NOT_FOUND_PAGE);
    return page ? this.respond(page, 404, NOT_FOUND_PAGE, c.req.header('Accept-Encoding')) : c.text('Not found', 404);
  }

  handler(): MiddlewareHandler {
    return async (c, next) => {
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
      if (path === undefined || path.includes('..') || path.includes('\0')) return this.notFound(c);
      const url = new URL(c.req.url);
      const rule = this.redirectFor(path, url.searchParams);
      const file = rule?.force ? undefined : this.fileFor(path);
      if (file) return this.respond(file, 200, path, c.req.header('Accept-Encoding'));
      if (!rule) return next();
      if (rule.status === 301 || rule.status === 302) return c.redirect(rule.to, rule.status);
      const target = this.fileFor(new URL(rule.to, url).pathname);
      return target ? this.respond(target, rule.status, path, c.req.header('Accept-Encoding')) : next();
    };
  }
}
