// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function load() {
  vi.resetModules();
  document.body.innerHTML = '';
  return {
    ...(await import('./notify.ts')),
    ...(await import('./toast.store.ts')),
  };
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('announce info politely and errors at once, and close after 3 s', async () => {
    const { notify } = await load();
    notify('Added to cart');
    notify('Invalid username', 'error');
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Added to cart');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Invalid username');
    vi.advanceTimersByTime(2999);
    expect(document.querySelectorAll('.toast')).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
  });

  it('can be closed by hand', async () => {
    const { notify } = await load();
    notify('Removed from cart');
    document.querySelector<HTMLButtonElement>('.toast__close')?.click();
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
  });

  it('survive a navigation once', async () => {
    const first = await load();
    first.showToastAfterNavigation('You are successfully logged out!');
    const next = await load();
    (await import('./toaster.ts')).mountToaster();
    next.showPendingToast();
    expect(document.querySelector('[role="status"]')?.textContent).toContain('You are successfully logged out!');
    next.showPendingToast();
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
  });
});
