import type { Page } from '@playwright/test';

/** A toast as a visitor met it: announced as a status (or an alert), with its message. */
export interface SeenToast {
  role: string;
  text: string;
}

/**
 * Records every toast the page shows from now on, across navigations. A toast closes by itself
 * after the spec's 3 s, which a busy machine can spend between one assertion and the next; the
 * record keeps what was shown for the test to find.
 */
export async function watchToasts(page: Page): Promise<SeenToast[]> {
  const seen: SeenToast[] = [];
  await page.exposeFunction('reportToastShown', (role: string, text: string) => void seen.push({ role, text }));
  await page.addInitScript(() => {
    const report = (role: string, text: string) =>
      void (window as unknown as { reportToastShown: (role: string, text: string) => Promise<void> }).reportToastShown(
        role,
        text,
      );
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.dataset.toastId !== undefined)
            report(node.getAttribute('role') ?? '', node.querySelector('p')?.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}
