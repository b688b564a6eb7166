import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { nuErrors } from '../../e2e/support/nu-checker.ts';
import { openTemplate } from '../../e2e/support/open-template.ts';
import { templates } from '../../e2e/support/templates.ts';
import type { Dataset, RunningSite } from './datasets.ts';
import type { Section } from './report.ts';
import {
  axeLine,
  brokenLine,
  byImpact,
  capped,
  nuLine,
  siteCheckSection,
  type AxeFinding,
} from './site-check-summary.ts';
import { crawlSite } from './site-crawl.ts';

/** Findings printed per kind; the report lists fewer. */
const printed = 100;

/** Every rule of axe, best practices included, on each template in its state. */
async function axeFindings(site: RunningSite, browserPath: string | undefined): Promise<AxeFinding[]> {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  const findings: AxeFinding[] = [];
  try {
    for (const template of templates) {
      const context = await browser.newContext({ baseURL: site.url });
      const page = await context.newPage();
      await openTemplate(page, template, site.url);
      const { violations } = await new AxeBuilder({ page }).analyze();
      await context.close();
      findings.push(
        ...violations.map((violation) => ({
          template: template.name,
          rule: violation.id,
          impact: violation.impact ?? 'unknown',
          nodes: violation.nodes.length,
        })),
      );
    }
  } finally {
    await browser.close();
  }
  return findings;
}

/** The built site checked whole: a crawl for broken links, the Nu HTML Checker on every built page, axe per template. */
export async function siteCheck(
  site: RunningSite,
  set: Dataset,
  browserPath: string | undefined,
  log: (line: string) => void,
): Promise<Section> {
  const print = (lines: string[]) => capped(lines, printed).forEach((line) => log(`    ${line}`));
  log(`  crawling ${site.url}/ (links to other hosts skipped)…`);
  const crawl = await crawlSite(site.url, log);
  log(`  ${crawl.pages} pages, ${crawl.internalLinks} internal links, ${crawl.broken.length} broken`);
  print(crawl.broken.map(brokenLine));

  // Pages only: data/listing/*.html are the product cards the filters fetch, parts of a page, not documents.
  const files = readdirSync(set.outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith(`data${sep}`))
    .map((file) => join(set.outDir, file));
  log(`  Nu HTML Checker on ${files.length} built pages…`);
  const errors = nuErrors(files).map((error) => ({ ...error, file: relative(set.outDir, error.file) }));
  log(`  ${errors.length} errors`);
  print(errors.map(nuLine));

  log(`  axe on ${templates.length} templates…`);
  const findings = await axeFindings(site, browserPath);
  log(`  ${findings.length} violations (${byImpact(findings)})`);
  print(findings.map(axeLine));

  return siteCheckSection({
    crawl,
    nu: { pages: files.length, errors },
    axe: { templates: templates.length, findings },
  });
}
