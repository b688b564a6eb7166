import { LinkChecker } from 'linkinator';
import { summarizeCrawl, type CrawlSummary } from './site-check-summary.ts';

/** Few requests at a time: the machine is shared, and the crawl's figures are counts, not timings. */
const concurrency = 4;

/** Crawls the site from `/`, checking every link on its own host; links to other hosts are skipped (no internet). */
export async function crawlSite(origin: string, log: (line: string) => void): Promise<CrawlSummary> {
  const checker = new LinkChecker();
  let pages = 0;
  checker.on('pagestart', () => {
    pages += 1;
    if (pages % 100 === 0) log(`  crawled ${pages} pages…`);
  });
  const { links } = await checker.check({
    path: `${origin}/`,
    recurse: true,
    concurrency,
    timeout: 60_000,
    linksToSkip: async (link) => URL.canParse(link) && new URL(link).origin !== origin,
  });
  return summarizeCrawl(pages, links, origin);
}
