import { expect, test } from '@playwright/test';
import { formatKB, listOf, summarize } from '../scripts/bench/bytes-summary.ts';
import { largestPage } from '../scripts/bench/largest-page.ts';
import { baseURL, outDir, widgetStubs } from './support/env.ts';
import { expectVisitor, prepareVisit } from './support/open-template.ts';
import { loadSettled } from './support/page-load.ts';
import { scriptFiles } from './support/script-files.ts';
import { itemHtmlBudget, pageLoads } from './support/templates.ts';

for (const template of pageLoads) {
  test(`${template.name} stays within its byte budget`, async ({ page }) => {
    const path = await prepareVisit(page, template, baseURL);
    const settled = await loadSettled(page, path);
    await expectVisitor(page, template);
    // The configured third-party widgets load once the page is interactive, after what the budget
    // counts (widgets.spec.ts checks that they wait for it).
    const widgets: string[] = Object.values(widgetStubs);
    const records = settled.records.filter((record) => !widgets.includes(record.url));
    const bytes = summarize(records, new URL(baseURL).origin);
    const { budget } = template;

    expect
      .soft(
        bytes.js,
        `JavaScript of ${path} is ${formatKB(bytes.js)}, budget ${formatKB(budget.js)}:\n${listOf(records, 'js')}`,
      )
      .toBeLessThanOrEqual(budget.js);
    expect
      .soft(
        bytes.css,
        `CSS of ${path} is ${formatKB(bytes.css)}, budget ${formatKB(budget.css)}:\n${listOf(records, 'css')}`,
      )
      .toBeLessThanOrEqual(budget.css);
    expect
      .soft(
        bytes.jsFiles,
        `script files of ${path} (scriptFiles in e2e/support/script-files.ts):\n${listOf(records, 'js')}`,
      )
      .toBeLessThanOrEqual(scriptFiles[template.name] ?? 0);
    if (budget.html !== undefined) {
      expect
        .soft(bytes.html, `HTML of ${path} is ${formatKB(bytes.html)}, budget ${formatKB(budget.html)}`)
        .toBeLessThanOrEqual(budget.html);
    }
    expect(bytes.thirdParty, `requests to other hosts while ${path} starts`).toEqual([]);
  });
}

test('no item page of the build is over its HTML budget', () => {
  const largest = largestPage(outDir, 'item');
  expect(largest, 'item pages in the build').toBeDefined();
  expect(
    largest?.gzipBytes,
    `largest item page ${largest?.path}: ${formatKB(largest?.gzipBytes ?? 0)}`,
  ).toBeLessThanOrEqual(itemHtmlBudget);
});
