import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './support/env.ts';
import { openTemplate } from './support/open-template.ts';
import { templates } from './support/templates.ts';

/** WCAG 2.2 level A and AA, including the 2.0 and 2.1 success criteria. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Templates checked against every axe rule, best practices included (unique landmark names, …). */
const everyRule = ['subcategory', 'category', 'new products', 'search results', 'faq'];

/** axe's violations on the page, one line each: rule, impact, what it asks and where. */
async function violationsOn(page: Page, tags?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (tags ? builder.withTags(tags) : builder).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const template of templates) {
  test(`${template.name} meets WCAG 2.2 A and AA`, async ({ page }) => {
    await openTemplate(page, template, baseURL);
    expect(await violationsOn(page, wcagTags), `WCAG violations on ${page.url()}`).toEqual([]);
  });
}

for (const template of templates.filter((entry) => everyRule.includes(entry.name))) {
  test(`${template.name} passes every axe rule, best practices included`, async ({ page }) => {
    await openTemplate(page, template, baseURL);
    expect(await violationsOn(page), `axe violations on ${page.url()}`).toEqual([]);
  });
}
