import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { baseURL } from './support/env.ts';
import { samplesFor } from './support/samples.ts';
import { pageLoads } from './support/templates.ts';

/** The rules of the WHATWG HTML standard: what the W3C validator checks. */
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** The static document of every template, as served (the states reached by interaction share it). */
for (const template of pageLoads) {
  test(`${template.name}: the built page is valid HTML`, async ({ request }) => {
    const address = template.path(await samplesFor(baseURL));
    const response = await request.get(address);
    expect(response.status(), `status of ${address}`).toBeLessThan(400);
    const html = await response.text();
    // html-validate accepts content after </html>; the standard (and the Nu checker) does not.
    expect(html.slice(html.lastIndexOf('</html>') + '</html>'.length).trim(), `after </html> in ${address}`).toBe('');
    const report = await validator.validateString(html, address);
    const errors = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
    );
    expect(errors, `HTML errors in ${address}`).toEqual([]);
  });
}
