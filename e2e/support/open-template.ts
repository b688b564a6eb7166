import { expect, type Page } from '@playwright/test';
import { loadSettled } from './page-load.ts';
import { samplesFor } from './samples.ts';
import type { Template } from './templates.ts';
import { signInBeforeLoad } from './visitor.ts';

/** Prepares the visitor of `template` and returns the sample address of the template. */
export async function prepareVisit(page: Page, template: Template, baseURL: string): Promise<string> {
  const path = template.path(await samplesFor(baseURL));
  if (template.visitor === 'dealer') await signInBeforeLoad(page, baseURL);
  return path;
}

/** Fails unless the page shows the visitor the template is meant for, so no check passes on the wrong page. */
export async function expectVisitor(page: Page, template: Template): Promise<void> {
  const profile = page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true });
  if (template.visitor === 'dealer') await expect(profile, 'the dealer is signed in').toBeVisible();
  else await expect(profile, 'nobody is signed in').toBeHidden();
}

/** Opens `template` as its visitor, lets it settle, and brings it into its state. */
export async function openTemplate(page: Page, template: Template, baseURL: string): Promise<void> {
  const path = await prepareVisit(page, template, baseURL);
  const { status } = await loadSettled(page, path);
  expect(status, `status of ${path}`).toBeLessThan(400);
  await expectVisitor(page, template);
  if (template.reach) await template.reach(page);
}
