import type { AstroIntegration } from 'astro';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { company } from '../../../src/config/index.ts';
import { contentSecurityPolicy, HSTS, siteSourcesFromEnv } from '../../../src/config/content-security.ts';
import { formatRedirects, siteHeaders, siteRedirects } from '../../../src/features/catalog/redirects.ts';
import { isIndexable, pagePathOf } from '../../../src/lib/sitemap.ts';
import type { BuildEvent } from './build-events.ts';
import { compareBuilds, describeChanges } from './changes.ts';
import { finishingPrerenderer } from './finished-pages.ts';
import { manifestFileFor, readManifest, writeManifest } from './manifest.ts';
import { compressBesideRendering, type PageCompressor } from './page-copies.ts';
import { PageRecord } from './page-record.ts';
import { precompressInBackground } from './precompress.ts';
import { writeSitemapFiles } from './sitemap-files.ts';
import { dropPulledData, pullForPages } from './site-data.ts';
import type { SiteSummary } from './site-summary.ts';
import { withoutDepsOptimizer } from './without-deps-optimizer.ts';

export interface CatalogSiteOptions {
  /**
   * A publish pulls the site's data beside Astro's bundling and passes the pull here: pages are
   * rendered once it is done. Without it (`astro build`, `astro dev`) this integration pulls it.
   */
  pulled?: Promise<SiteSummary>;
  /** Progress for the publish running the build. */
  onEvent?: (event: BuildEvent) => void;
  /**
   * A build child readied before its publish (see build-child.ts) writes its bundle alone until the
   * publish tells it to go: until then another build may take the working folder and bundle anew.
   */
  go?: Promise<void>;
}

/** Pages rendered between two progress events. */
const PAGES_PER_EVENT = 250;

/**
 * Finishes the static site around Astro's build: pages finished as they are rendered, then
 * `_redirects`, `_headers` (with the inline scripts' hashes), the precompressed assets, and the
 * build's manifest with its change report against the live build, and the sitemap of the public
 * pages (neither private nor `noindex`, as the rendering found them).
 */
export function catalogSite(options: CatalogSiteOptions = {}): AstroIntegration {
  const emit = options.onEvent ?? (() => undefined);
  let origin: string = company.siteOrigin;
  let outDir = '';
  let precompressing: Promise<number> | undefined;
  let compressor: PageCompressor | undefined;
  const record = new PageRecord();
  let total = 0;
  let pulled = options.pulled;
  return {
    name: 'avconnect:catalog-site',
    hooks: {
      'astro:config:setup': async ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ vite: { plugins: [withoutDepsOptimizer()] } });
        // The dev server renders pages on request: their data is in place before it answers (the
        // file stays after it stops: a restart pulls again into it while the old server closes).
        if (command === 'dev') await (pulled ??= pullForPages());
      },
      'astro:config:done': ({ config }) => {
        if (config.site) origin = config.site;
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': ({ setPrerenderer }) => {
        emit({ kind: 'phase', phase: 'bundle' });
        setPrerenderer((astro) =>
          finishingPrerenderer(astro, {
            // Scripts and styles are in place: compressing them runs beside the rendering.
            beforeRender: async () => {
              precompressing = precompressInBackground(outDir, process.env.PREVIOUS_BUILD_DIR, options.go);
              precompressing.catch(() => undefined);
              emit({ kind: 'phase', phase: 'pull' });
              await (pulled ??= pullForPages());
              // A publish names the folder where its check takes each page's copies from (page-copies.ts).
              const copiesDir = process.env.PAGE_COPIES_DIR;
              if (copiesDir) compressor = compressBesideRendering(copiesDir);
              emit({ kind: 'phase', phase: 'render' });
            },
            onPaths: (count) => (total = count),
            onRendered: async (pathname, page) => {
              record.add(pathname, page);
              if (record.rendered.length % PAGES_PER_EVENT === 0)
                emit({ kind: 'pages', total, rendered: record.rendered.length });
              if (page) await compressor?.add(page);
            },
          }),
        );
      },
      'astro:build:done': async ({ pages, logger }) => {
        emit({ kind: 'pages', total, rendered: record.rendered.length });
        emit({ kind: 'phase', phase: 'finish' });
        const summary = await (pulled ??= pullForPages());
        // Astro names pages only here, never endpoints such as the feeds.
        const builtPaths = pages.map((page) => pagePathOf(page.pathname));
        const rules = siteRedirects({ products: summary.products, builtPaths: new Set(builtPaths) });
        writeFileSync(join(outDir, '_redirects'), formatRedirects(rules));

        const manifestFile = manifestFileFor(outDir);
        // A publish builds into a new folder each time and names the live build's manifest.
        const previous = readManifest(process.env.PREVIOUS_BUILD_MANIFEST ?? manifestFile);
        const { inlineScripts, noindex } = record.complete(outDir, builtPaths, previous);
        const policy = contentSecurityPolicy(siteSourcesFromEnv(process.env), inlineScripts);
        const hsts = new URL(origin).protocol === 'https:' ? HSTS : undefined;
        writeFileSync(join(outDir, '_headers'), siteHeaders({ contentSecurityPolicy: policy, hsts }));
        const hidden = new Set(noindex);
        const indexable = builtPaths.filter((path) => isIndexable(path, hidden));
        const [precompressed, pagesCompressed] = await Promise.all([
          precompressing ?? precompressInBackground(outDir, process.env.PREVIOUS_BUILD_DIR),
          compressor?.finish(),
          writeSitemapFiles(outDir, origin, indexable),
        ]);
        logger.info(`${precompressed} scripts and styles precompressed (the rest reused from the live build)`);
        if (pagesCompressed !== undefined) logger.info(`${pagesCompressed} pages compressed as they were rendered`);
        logger.info(`${builtPaths.length} pages, ${indexable.length} in the sitemap, ${rules.length} redirect rules`);

        const current = {
          products: summary.digests,
          pages: builtPaths,
          rendered: record.rendered,
          noindex,
          inlineScripts,
          notes: summary.finderLeftOut.map((line) => `finder left out ${line}`),
        };
        for (const note of current.notes) logger.warn(note);
        for (const line of describeChanges(compareBuilds(previous, current), previous === undefined))
          logger.info(`changes: ${line}`);
        writeManifest(manifestFile, current);
        dropPulledData();
      },
    },
  };
}
