import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './support/env.ts';
import { openTemplate } from './support/open-template.ts';
import { templates } from './support/templates.ts';

/**
 * axe's violations on the page under every rule it has: WCAG 2.0, 2.1 and 2.2 at levels A and AA
 * and the best practices (unique landmark names, one main landmark, heading order, …). One line
 * each: rule, impact, what it asks and where.
 */
async function violationsOn(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const template of templates) {
  test(`${template.name} passes every axe rule: WCAG 2.2 A and AA and best practices`, async ({ page }) => {
    await openTemplate(page, template, baseURL);
    expect(await violationsOn(page), `axe violations on ${page.url()}`).toEqual([]);
  });
}
