import { chromium } from '@playwright/test';
import { expectVisitor, prepareVisit } from '../../e2e/support/open-template.ts';
import { loadSettled } from '../../e2e/support/page-load.ts';
import { itemHtmlBudget, pageLoads } from '../../e2e/support/templates.ts';
import { formatKB, summarize } from './bytes-summary.ts';
import type { Dataset, RunningSite } from './datasets.ts';
import { largestPage } from './largest-page.ts';
import { verdict, type Section } from './report.ts';

const against = (bytes: number, budget: number | undefined) =>
  budget === undefined ? formatKB(bytes) : `${formatKB(bytes)} / ${formatKB(budget)} ${verdict(bytes <= budget)}`;

/** The byte gate's measurement for every template, as figures rather than pass or fail. */
export async function bytesPerTemplate(
  site: RunningSite,
  set: Dataset,
  browserPath: string | undefined,
  log: (line: string) => void,
): Promise<Section> {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  const rows: string[][] = [];
  try {
    for (const template of pageLoads) {
      const context = await browser.newContext({ baseURL: site.url });
      const page = await context.newPage();
      const path = await prepareVisit(page, template, site.url);
      const bytes = summarize((await loadSettled(page, path)).records, site.url);
      await expectVisitor(page, template);
      await context.close();
      log(
        `  ${template.name.padEnd(18)} ${path}: JS ${formatKB(bytes.js)} in ${bytes.jsFiles} files, CSS ${formatKB(bytes.css)}, HTML ${formatKB(bytes.html)}${bytes.thirdParty.length ? `, ${bytes.thirdParty.length} third-party requests` : ''}`,
      );
      const { budget } = template;
      rows.push([
        template.name,
        path,
        against(bytes.js, budget.js),
        String(bytes.jsFiles),
        against(bytes.css, budget.css),
        against(bytes.html, budget.html),
        String(bytes.thirdParty.length),
      ]);
    }
  } finally {
    await browser.close();
  }
  const largest = largestPage(set.outDir, 'item');
  if (largest) {
    log(`  largest item page ${largest.path}: HTML ${formatKB(largest.gzipBytes)}`);
    rows.push([
      'largest item page of the build',
      largest.path,
      '',
      '',
      '',
      against(largest.gzipBytes, itemHtmlBudget),
      '',
    ]);
  }
  return {
    title: 'Bytes per template (before any interaction)',
    head: ['Template', 'Sample', 'JS / budget', 'JS files', 'CSS / budget', 'HTML / budget', 'Third-party requests'],
    rows,
    notes: [
      'Each page is loaded in a fresh Chromium context and left untouched until the network is idle; bytes are the encoded response bodies, Brotli for every script, style and page (Chromium asks for it).',
      'The largest item page of the build is measured on its file, by its gzip size at level 9.',
      'The same measurement is the byte gate of the test suite (e2e/bytes.spec.ts).',
    ],
  };
}
