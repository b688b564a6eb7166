import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { baseURL } from './support/env.ts';
import { openTemplate } from './support/open-template.ts';
import { templates } from './support/templates.ts';

/** WCAG 2.2 level A and AA, including the 2.0 and 2.1 success criteria. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const template of templates) {
  test(`${template.name} meets WCAG 2.2 A and AA`, async ({ page }) => {
    await openTemplate(page, template, baseURL);
    const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    const found = violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(found, `WCAG violations on ${page.url()}`).toEqual([]);
  });
}
