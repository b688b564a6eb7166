import type { Locator, Page } from '@playwright/test';

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, the way a keyboard user gets there;
 * fails when it is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { limit = 120, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await hasFocus(target)) return;
  throw new Error(`${target} was not reached within ${limit} presses of Tab`);
}
