import type { AstroIntegration } from 'astro';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { company } from '../../config/index.ts';
import { contentSecurityPolicy, HSTS, siteSourcesFromEnv } from '../../config/content-security.ts';
import { noindexPaths } from '../../layouts/noindex.ts';
import { hasPage } from './catalog.ts';
import { loadCatalog } from './catalog.build.ts';
import { type BuildManifest, compareBuilds, describeChanges } from './changes.ts';
import { inlineScriptHashes } from './inline-scripts.build.ts';
import { manifestFileFor, readManifest } from './manifest.build.ts';
import { precompressInBackground } from './precompress.build.ts';
import { finishedPages } from './finished-pages.build.ts';
import { chosenPrerenderer } from './prerenderer.build.ts';
import { formatRedirects, siteHeaders, siteRedirects } from './redirects.ts';
import { isIndexable, pagePathOf, sitemapFiles } from './sitemap.ts';
import { withoutDepsOptimizer } from './without-deps-optimizer.build.ts';

/**
 * Finishes the static site after Astro wrote the pages: `_redirects`, `_headers`, the sitemap, and
 * the change report against the previous build.
 */
export function catalogSite(): AstroIntegration {
  let origin: string = company.siteOrigin;
  let outDir = '';
  let cacheDir = '';
  let precompressing: Promise<number> | undefined;
  return {
    name: 'avconnect:catalog-site',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ vite: { plugins: [withoutDepsOptimizer()] } });
      },
      'astro:config:done': ({ config }) => {
        if (config.site) origin = config.site;
        outDir = fileURLToPath(config.outDir);
        cacheDir = fileURLToPath(config.cacheDir);
      },
      // Every script and style is in place once the pages are about to be rendered: compressing
      // starts then, beside the rendering, and is awaited when the build is done.
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((astros) => {
          const pages = chosenPrerenderer(finishedPages(astros));
          return {
            ...pages,
            setup: async () => {
              precompressing = precompressInBackground(outDir, process.env.PREVIOUS_BUILD_DIR);
              precompressing.catch(() => undefined);
              await pages.setup?.();
            },
          };
        });
      },
      'astro:build:done': async ({ pages, logger }) => {
        const catalog = await loadCatalog();
        // Astro names pages only here, never endpoints such as the feeds: a path that ends like a file
        // name (`/item/AV-HD-2.0`) is a page too.
        const builtPaths = pages.map((page) => pagePathOf(page.pathname));
        const products = [...catalog.products.values()].map((p) => ({
          sku: p.sku,
          compactSku: p.compactSku,
          hasPage: hasPage(p),
        }));
        const rules = siteRedirects({ products, builtPaths: new Set(builtPaths) });
        writeFileSync(join(outDir, '_redirects'), formatRedirects(rules));
        const policy = contentSecurityPolicy(siteSourcesFromEnv(process.env), inlineScriptHashes(outDir, cacheDir));
        const hsts = new URL(origin).protocol === 'https:' ? HSTS : undefined;
        writeFileSync(join(outDir, '_headers'), siteHeaders({ contentSecurityPolicy: policy, hsts }));
        const noindex = noindexPaths();
        const indexable = builtPaths.filter((path) => isIndexable(path, noindex));
        for (const [name, xml] of sitemapFiles(origin, indexable)) writeFileSync(join(outDir, name), xml);
        const precompressed = await (precompressing ?? precompressInBackground(outDir, process.env.PREVIOUS_BUILD_DIR));
        logger.info(`${precompressed} scripts and styles precompressed (the rest reused from the live build)`);
        logger.info(`${builtPaths.length} pages, ${indexable.length} in the sitemap, ${rules.length} redirect rules`);

        const manifestFile = manifestFileFor(outDir);
        // A publish builds into a new folder each time and names the live build's manifest.
        const previous = readManifest(process.env.PREVIOUS_BUILD_MANIFEST ?? manifestFile);
        const current: BuildManifest = { products: Object.fromEntries(catalog.productDigests), pages: builtPaths };
        for (const line of describeChanges(compareBuilds(previous, current), previous === undefined))
          logger.info(`changes: ${line}`);
        writeFileSync(manifestFile, JSON.stringify(current));
      },
    },
  };
}
