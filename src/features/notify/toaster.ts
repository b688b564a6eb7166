import { $toasts, dismissToast } from './toast.store.ts';
import type { Toast } from './toast.ts';

/**
 * Draws the toasts without a framework, so that pages which load no island can still show them
 * (for example "You are successfully logged out!" on the home page).
 */
function toastElement(toast: Toast): HTMLElement {
  const item = document.createElement('div');
  item.className = `toast toast--${toast.kind}`;
  item.setAttribute('role', toast.kind === 'error' ? 'alert' : 'status');
  item.dataset.toastId = String(toast.id);
  const text = document.createElement('p');
  text.textContent = toast.message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', 'Close notification');
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast(toast.id));
  item.append(text, close);
  return item;
}

/** Removes closed toasts and appends new ones; toasts already shown stay (no repeated announcement). */
function render(container: HTMLElement, toasts: readonly Toast[]): void {
  const shown = new Map(
    [...container.querySelectorAll<HTMLElement>('[data-toast-id]')].map((el) => [el.dataset.toastId, el]),
  );
  for (const toast of toasts) {
    const id = String(toast.id);
    if (shown.has(id)) shown.delete(id);
    else container.append(toastElement(toast));
  }
  for (const stale of shown.values()) stale.remove();
}

let mounted = false;

/** Starts drawing toasts into a region at the end of the page (once per page). */
export function mountToaster(): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const container = document.createElement('div');
  container.className = 'toasts';
  document.body.append(container);
  $toasts.subscribe((toasts) => render(container, toasts));
}
