import { showToast } from './toast.store.ts';
import { mountToaster } from './toaster.ts';
import type { ToastKind } from './toast.ts';

export { showToastAfterNavigation } from './toast.store.ts';

/** Shows a toast on this page (role status for info, alert for errors), closing after 3 s. */
export function notify(message: string, kind: ToastKind = 'info'): void {
  mountToaster();
  showToast(message, kind);
}
