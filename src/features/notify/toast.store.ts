import { atom } from 'nanostores';
import { timing } from '../../config/timing.ts';
import { decodePendingToast, type PendingToast, type Toast, type ToastKind } from './toast.ts';

const PENDING_KEY = 'av:toast:pending:v1';

/** Toasts on screen, oldest first. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;

/** Shows a toast that closes by itself after the spec's delay. */
export function showToast(message: string, kind: ToastKind = 'info'): void {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, message, kind }]);
  setTimeout(() => dismissToast(id), timing.toastAutoCloseMs);
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Keeps a toast for the next page: the navigation that follows would otherwise wipe it. */
export function showToastAfterNavigation(message: string, kind: ToastKind = 'info'): void {
  const pending: PendingToast = { message, kind };
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch (cause) {
    console.warn(new Error('Could not keep the toast for the next page', { cause }));
  }
}

/** Shows (once) the toast left by the previous page, if any. */
export function showPendingToast(): void {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  let pending: PendingToast | undefined;
  try {
    pending = decodePendingToast(JSON.parse(stored));
  } catch {
    return;
  }
  if (pending) showToast(pending.message, pending.kind);
}
