import { expect, type Locator, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INQUIRY_PRODUCT_KEY } from '../../src/features/forms/inquiry-product.ts';
import { sql } from '../../server/db/index.ts';
import { withCatalogDb } from './shop.ts';
import { dataDir } from './env.ts';

/** A field by its label and the message it shows. */
export type FieldMessage = readonly [label: string, message: string];

/** The form island as the visitor finds it, hydrated (focus wakes it, as any visitor's first touch does). */
export async function openForm(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  const form = page.getByRole('form', { name });
  await form.getByRole('textbox').first().focus();
  await expect(page.locator('astro-island').filter({ has: form })).not.toHaveAttribute('ssr');
  return form;
}

/** A field by its accessible name (the label without its required star). */
export const field = (form: Locator, name: string): Locator =>
  form
    .getByRole('textbox', { name, exact: true })
    .or(form.getByRole('combobox', { name, exact: true }))
    .or(form.getByRole('checkbox', { name, exact: true }));

/** Each field shows its message on leaving it, announced and tied to the input. */
export async function expectMessagesOnBlur(form: Locator, messages: readonly FieldMessage[]): Promise<void> {
  for (const [label, message] of messages) {
    const input = field(form, label);
    await input.focus();
    await input.blur();
    await expect(input).toHaveAccessibleDescription(message);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  }
}

/** An empty submit is blocked: every message shows and focus lands on the first invalid field. */
export async function expectEmptySubmitBlocked(
  page: Page,
  form: Locator,
  messages: readonly FieldMessage[],
  requests: string,
): Promise<void> {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().includes(requests)) posted = true;
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const [label, message] of messages) await expect(field(form, label)).toHaveAccessibleDescription(message);
  await expect(field(form, messages[0]?.[0] ?? '')).toBeFocused();
  await expect(form).toBeVisible();
  expect(posted).toBe(false);
}

/** Types into text fields and chooses in lists (Country is a select). */
export async function fill(form: Locator, values: readonly (readonly [string, string])[]): Promise<void> {
  for (const [label, value] of values) {
    const input = field(form, label);
    if (await input.evaluate((element) => element.tagName === 'SELECT')) await input.selectOption(value);
    else await input.fill(value);
  }
}

/**
 * The stored submission of `kind` whose payload mentions `needle`, once its mail is queued and
 * written as an `.eml` file; answers the stored payload.
 */
export async function storedSubmission(kind: string, needle: string, directory = dataDir): Promise<unknown> {
  type Row = { payload: string; outbox_id: number };
  let row: Row | undefined;
  // The poll answers the kind's latest payloads, so a miss shows what the server did store.
  await expect
    .poll(async () => {
      const { rows } = await withCatalogDb(
        (db) =>
          sql<Row>`SELECT payload, outbox_id FROM submissions WHERE kind = ${kind} ORDER BY id DESC LIMIT 20`.execute(
            db,
          ),
        directory,
      );
      row = rows.find((candidate) => candidate.payload.includes(needle));
      return rows.map((candidate) => candidate.payload);
    })
    .toContainEqual(expect.stringContaining(needle));
  // Mail files are named by outbox row; one mail may serve two submissions (ProductEnquiry and its Mail).
  const prefix = `${String(row?.outbox_id).padStart(6, '0')}-`;
  const mailFile = () => {
    const folder = join(directory, 'mail');
    const name = existsSync(folder) ? readdirSync(folder).find((file) => file.startsWith(prefix)) : undefined;
    return name ? join(folder, name) : undefined;
  };
  // The server renames a mail into place once it is written, so a file that is there is whole; the
  // poll waits for the file and its text together.
  const mailText = () => {
    const file = mailFile();
    return file ? readFileSync(file, 'utf8') : '';
  };
  await expect.poll(mailText).toContain(needle);
  return JSON.parse(row?.payload ?? 'null');
}

/**
 * What a product page does before sending the visitor to /inquireproduct: stores the chosen product
 * (once, on the first visit of the inquiry page in this tab).
 */
export async function chooseProduct(page: Page, product: { sku: string; title: string }): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (location.pathname.startsWith('/inquireproduct') && !sessionStorage.getItem('chosen')) {
        sessionStorage.setItem('chosen', '1');
        localStorage.setItem(key, value);
      }
    },
    [INQUIRY_PRODUCT_KEY, JSON.stringify(product)] as const,
  );
}
