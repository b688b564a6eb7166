// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Each store reads browser storage when its module loads, so every test loads them afresh. */
async function freshStores() {
  vi.resetModules();
  return {
    cart: await import('../features/cart/cart.store.ts'),
    auth: await import('../features/session/auth.store.ts'),
    wishlist: await import('../features/lists/wishlist.store.ts'),
    recent: await import('../features/product/recent.store.ts'),
    modal: await import('../features/session/modal.store.ts'),
  };
}

const line = { id: 'AV-HD-2M', title: 'HDMI', subtitle: '8K', img: '/a.jpg', amount: 19.99, qty: 2, stock: 5 };

describe('persisted stores', () => {
  beforeEach(() => localStorage.clear());

  it('read corrupt or outdated entries as their initial value', async () => {
    localStorage.setItem('av:cart:v1', '{not json');
    localStorage.setItem('av:auth:v1', JSON.stringify({ isAuthenticated: 'yes' }));
    localStorage.setItem('av:wishlist:v1', JSON.stringify([{ id: 5 }]));
    localStorage.setItem('av:recent:v1', JSON.stringify({ sku: 'x' }));
    localStorage.setItem('av:modal:v1', 'null');
    const { cart, auth, wishlist, recent, modal } = await freshStores();
    expect(cart.$cart.get()).toEqual([]);
    expect(auth.$auth.get().isAuthenticated).toBe(false);
    expect(wishlist.$wishlist.get()).toEqual([]);
    expect(recent.$recent.get()).toEqual([]);
    expect(modal.$persistedModal.get()).toEqual({ newsletterModal: false });
  });

  it('rehydrate what a previous page stored', async () => {
    localStorage.setItem('av:cart:v1', JSON.stringify([line]));
    localStorage.setItem('av:recent:v1', JSON.stringify([{ sku: 'A', title: 'a', pageimage: '/a.jpg' }]));
    const { cart, recent } = await freshStores();
    expect(cart.$cart.get()).toEqual([line]);
    expect(cart.$cartCount.get()).toBe(1);
    expect(recent.$recent.get()).toHaveLength(1);
  });

  it('stores the newsletter prompt flag 15 s after the first load only', async () => {
    vi.useFakeTimers();
    const { modal } = await freshStores();
    modal.scheduleNewsletterPrompt();
    vi.advanceTimersByTime(14_999);
    expect(localStorage.getItem('av:modal:v1')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(JSON.parse(localStorage.getItem('av:modal:v1') ?? '')).toEqual({ newsletterModal: true });
    const again = await freshStores();
    again.modal.scheduleNewsletterPrompt();
    localStorage.removeItem('av:modal:v1');
    vi.advanceTimersByTime(15_000);
    expect(localStorage.getItem('av:modal:v1')).toBeNull();
    vi.useRealTimers();
  });
});
