// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart.ts';
import { $cart } from '../cart/cart.store.ts';
import { showCartCount } from './cart-count.ts';
import { cartLinkLabel } from './cart-link.ts';

const line = (id: string): CartLine => ({
  id,
  title: `Product ${id}`,
  subtitle: '',
  img: '',
  amount: 10,
  qty: 1,
  stock: 5,
});

function headerLink() {
  document.body.innerHTML = '<a href="/secure/cart" data-cart-link><span>Cart</span></a>';
  return document.querySelector<HTMLAnchorElement>('[data-cart-link]')!;
}

afterEach(() => $cart.set([]));

describe('cartLinkLabel', () => {
  it('names the link with its lines, in the singular for one', () => {
    expect(cartLinkLabel(0)).toBe('Cart');
    expect(cartLinkLabel(1)).toBe('Cart, 1 line');
    expect(cartLinkLabel(3)).toBe('Cart, 3 lines');
  });
});

describe('showCartCount', () => {
  it('shows the line count on the badge and in the name, and hides the badge at zero', () => {
    const link = headerLink();
    const stop = showCartCount(link);
    const badge = link.querySelector<HTMLElement>('.cart-link__badge')!;
    expect(badge.hidden).toBe(true);
    $cart.set([line('A'), line('B')]);
    expect(badge.hidden).toBe(false);
    expect(badge.textContent).toBe('2');
    expect(link.getAttribute('aria-label')).toBe('Cart, 2 lines');
    $cart.set([]);
    expect(badge.hidden).toBe(true);
    expect(link.getAttribute('aria-label')).toBe('Cart');
    stop();
  });
});
