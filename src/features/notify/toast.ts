/** Info toasts are announced politely (role status), errors at once (role alert). */
export type ToastKind = 'info' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

/** A toast to show on the next page, once a navigation the user asked for has happened. */
export interface PendingToast {
  message: string;
  kind: ToastKind;
}

/**
 * Reads a pending toast back from session storage. Written by this site but still untrusted: kept
 * free of schema libraries because it runs on every page before any interaction.
 */
export function decodePendingToast(stored: unknown): PendingToast | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  if (!('message' in stored) || typeof stored.message !== 'string' || stored.message === '') return undefined;
  const kind: ToastKind = 'kind' in stored && stored.kind === 'error' ? 'error' : 'info';
  return { message: stored.message, kind };
}
