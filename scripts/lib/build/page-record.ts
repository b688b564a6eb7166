import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildManifest } from './changes.ts';
import { inlineScriptHashesOf } from './inline-scripts.ts';
import { pagePathOfRendered } from '../../../src/lib/sitemap.ts';

const NOINDEX = Buffer.from('<meta name="robots" content="noindex"');

/**
 * What the build's integration learns of the pages Astro renders (their inline scripts for the
 * Content-Security-Policy, which of them are `noindex`), and carries over from the live build for
 * the pages Astro copies from its cache instead.
 */
export class PageRecord {
  readonly rendered: string[] = [];
  private readonly renderedPaths = new Set<string>();
  private readonly scripts = new Set<string>();
  private readonly noindex = new Set<string>();

  add(pathname: string, page: Uint8Array | undefined): void {
    this.rendered.push(pathname);
    if (page === undefined) return;
    const path = pagePathOfRendered(pathname);
    this.renderedPaths.add(path);
    for (const hash of inlineScriptHashesOf(page)) this.scripts.add(hash);
    if (Buffer.from(page.buffer, page.byteOffset, page.byteLength).includes(NOINDEX)) this.noindex.add(path);
  }

  /**
   * The record of every page of the build: copied pages as the live build recorded them, or read
   * from the build folder when it recorded nothing (a build made before pages were recorded).
   */
  complete(outDir: string, pages: readonly string[], previous: BuildManifest | undefined) {
    const copied = new Set(pages.filter((path) => !this.renderedPaths.has(path)));
    const scripts = new Set(this.scripts);
    const noindex = new Set(this.noindex);
    // With nothing copied, the record of this build is complete.
    if (copied.size > 0 && previous?.inlineScripts && previous.noindex) {
      for (const hash of previous.inlineScripts) scripts.add(hash);
      for (const path of previous.noindex) if (copied.has(path)) noindex.add(path);
    } else {
      for (const path of copied) {
        const page = readFileSync(join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`));
        for (const hash of inlineScriptHashesOf(page)) scripts.add(hash);
        if (page.includes(NOINDEX)) noindex.add(path);
      }
    }
    return { inlineScripts: [...scripts].sort(), noindex: [...noindex].sort() };
  }
}
