import { expect, type Page } from '@playwright/test';
import { TOKEN_KEY } from '../../src/features/session/session-flag.ts';

/** In /staff/content: finds the product by sku, gives it a new title and saves the draft. */
export async function saveProductTitle(page: Page, product: { sku: string; title: string }, title: string) {
  await page.getByRole('searchbox', { name: 'Sku or title' }).fill(product.sku);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `${product.sku}: ${product.title}` }).click();
  const form = page.getByRole('form', { name: `Product ${product.sku}` });
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByRole('status')).toContainText('Draft saved by staff');
}

/** In /staff/content: opens the blog post from the list, gives it a new title and saves the draft. */
export async function saveBlogTitle(page: Page, post: { id: number; title: string }, title: string) {
  await page.getByRole('list', { name: 'Blog posts' }).getByRole('button', { name: post.title, exact: true }).click();
  const form = page.getByRole('form', { name: `Blog post ${post.id}` });
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByRole('status')).toContainText('Draft saved by staff');
}

/**
 * The status each staff call answers with the session the page holds (none for an anonymous
 * visitor): a page's calls are as hidden as the page.
 */
export async function staffCallStatuses(
  page: Page,
  siteUrl: string,
  calls: ReadonlyArray<readonly [path: string, body: unknown]>,
): Promise<Record<string, number>> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const headers = { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) };
  const statuses: Record<string, number> = {};
  for (const [path, body] of calls) {
    const answer = await fetch(`${siteUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    statuses[path] = answer.status;
  }
  return statuses;
}

/** The scrollable width beyond the viewport: 0 when nothing scrolls sideways. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
