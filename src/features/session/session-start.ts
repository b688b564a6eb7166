import { showPendingToast } from '../notify/toast.store.ts';
import { mountToaster } from '../notify/toaster.ts';
import { scheduleNewsletterPrompt } from './modal.store.ts';

/**
 * What every page does at start, without a framework: show the toast the previous page left
 * (e.g. after logging out) and note the newsletter prompt 15 s after the first visit.
 */
export function startPage(): void {
  mountToaster();
  showPendingToast();
  scheduleNewsletterPrompt();
}
