import { expect, test } from '@playwright/test';

test('the card form filters what is typed, flips the preview for the CVV and shows each message', async ({ page }) => {
  let sent = false;
  await page.goto('/checkout');
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent = true;
  });
  const number = page.getByRole('textbox', { name: 'Card number' });
  const month = page.getByRole('textbox', { name: 'Month' });
  const year = page.getByRole('textbox', { name: 'Year' });
  const cvv = page.getByRole('textbox', { name: 'CVV' });

  // The form hydrates on first use; Astro drops the island's `ssr` attribute once it has.
  await number.click();
  await expect(page.locator('astro-island:has(.checkout)')).not.toHaveAttribute('ssr');
  await number.pressSequentially('4111 1111-1111 1111 99');
  await expect(number).toHaveValue('4111111111111111');
  await month.pressSequentially('13');
  await expect(month).toHaveValue('1');
  await year.pressSequentially('30001');
  await expect(year).toHaveValue('3000');
  await cvv.pressSequentially('12');
  await expect(page.locator('.card-preview')).toHaveClass(/card-preview--flipped/);
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Megan Alvarez');
  await expect(page.locator('.card-preview')).not.toHaveClass(/card-preview--flipped/);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Invalid card number')).toBeVisible();
  await expect(page.getByText('Invalid month')).toBeVisible();
  await expect(page.getByText('Invalid CVV')).toBeVisible();
  await expect(page.getByText('Invalid year')).toBeHidden();

  await year.fill('2001');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Invalid year')).toBeVisible();

  await number.fill('5500000000000004');
  await month.fill('09');
  await year.fill(String(new Date().getFullYear() + 2));
  await cvv.fill('123');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Your card details are valid.');
  for (const message of ['Invalid card number', 'Invalid month', 'Invalid year', 'Invalid CVV']) {
    await expect(page.getByText(message)).toBeHidden();
  }
  expect(sent).toBe(false);
});

test('a card number typed or pasted with letters keeps its digits, up to 16, before and after the form wakes', async ({
  page,
}) => {
  await page.goto('/checkout');
  const number = page.getByRole('textbox', { name: 'Card number' });
  // Pasted before the island has hydrated: the form filters it once it wakes.
  await number.fill('4111abc1111111111999');
  await expect(page.locator('astro-island:has(.checkout)')).not.toHaveAttribute('ssr');
  await expect(number).toHaveValue('4111111111111199');
  await number.fill('');
  await number.fill('5500 0000 0000 0004');
  await expect(number).toHaveValue('5500000000000004');
  await number.fill('');
  await number.pressSequentially('4111abc1111111111999');
  await expect(number).toHaveValue('4111111111111199');
});
