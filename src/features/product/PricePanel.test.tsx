// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileOf, storeSession } from '../../test/profile.test-support.ts';

const call = vi.fn();
vi.mock('../session/api.ts', () => ({ api: { call } }));

const product = { sku: 'AV-EXT-4K', title: '4K extender', subtitle: 'HDBaseT', image: '/uploads/b.jpg' };

/** A failed call, as the panel's own copy of the client (its modules are fresh each test) throws it. */
const refusedWith = (status: number) => async () => {
  const { ApiError } = await import('../../api/errors.ts');
  throw new ApiError(`GetItemDetail failed: HTTP ${status}`, { status, call: 'GetItemDetail' });
};

function detail(refStocks: object[]) {
  return { refItemDetail: [], refDiagram: [], refPanel: [], refDownloads: [], refVideos: [], refStocks };
}

async function renderPanel(signedIn: boolean) {
  vi.resetModules();
  localStorage.clear();
  if (signedIn) storeSession('a.b.c', profileOf('C1', 'Dealer'));
  const { default: PricePanel } = await import('./PricePanel.tsx');
  // The answers a test gives at once arrive inside act, as React's test rules ask.
  return act(async () => render(<PricePanel {...product} />));
}

describe('price and stock panel', () => {
  beforeEach(() => {
    call.mockReset();
    // The stores' own timers (nanostores unmounts a store a moment after its last reader leaves)
    // run before the test ends, while the window is still there.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(async () => {
    cleanup();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
  });

  it('renders nothing for an anonymous visitor and asks for nothing', async () => {
    const { container } = await renderPanel(false);
    expect(container.innerHTML).toBe('');
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the list price, my price and stock, and adds to the cart at my price', async () => {
    call.mockResolvedValue(detail([{ msrp: 199.99, dealer: 139.25, stock: 4 }]));
    await renderPanel(true);
    expect(await screen.findByText('$139.25')).toBeTruthy();
    expect(screen.getByText('$199.99')).toBeTruthy();
    expect(screen.getByText('In stock (4)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(JSON.parse(localStorage.getItem('av:cart:v1') ?? '[]')).toEqual([
      {
        id: 'AV-EXT-4K',
        title: '4K extender',
        subtitle: 'HDBaseT',
        img: '/uploads/b.jpg',
        amount: 139.25,
        qty: 2,
        stock: 4,
      },
    ]);
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/secure/cart');
  });

  it('keeps the price, stock and Add to cart beside the confirmation, and adds again up to the stock', async () => {
    call.mockResolvedValue(detail([{ msrp: 199.99, dealer: 139.25, stock: 4 }]));
    await renderPanel(true);
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    const [confirmation] = screen.getAllByRole('status').filter((status) => status.matches('.added-to-cart'));
    if (!confirmation) throw new Error('No confirmation region is drawn before the first add');
    expect(confirmation.textContent).toBe('');
    fireEvent.click(add);
    expect(confirmation.textContent).toBe('Added to cart (1 in cart) View cart');
    expect(screen.getByText('$139.25')).toBeTruthy();
    expect(screen.getByText('In stock (4)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(confirmation.textContent).toBe('Added to cart (4 in cart) View cart');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(confirmation.textContent).toBe('Added to cart (4 in cart) View cartQuantity limited to the 4 in stock');
    const cart: unknown = JSON.parse(localStorage.getItem('av:cart:v1') ?? '[]');
    expect(cart).toEqual([expect.objectContaining({ id: 'AV-EXT-4K', qty: 4 })]);
  });

  it('asks for the prices once, and says so while they are on their way', async () => {
    const answer = Promise.withResolvers<ReturnType<typeof detail>>();
    call.mockReturnValue(answer.promise);
    await renderPanel(true);
    expect(screen.getByText('Loading prices...').getAttribute('role')).toBe('status');
    answer.resolve(detail([{ msrp: 199.99, dealer: 139.25, stock: 4 }]));
    expect(await screen.findByText('$139.25')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'GetItemDetail' }), { skuid: 'AV-EXT-4K' });
  });

  it('says prices are unavailable when they cannot be loaded, and keeps the session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    call.mockImplementation(refusedWith(503));
    await renderPanel(true);
    expect((await screen.findByRole('alert')).textContent).toBe('Prices are unavailable right now. Please try again.');
    expect(localStorage.getItem('av:token:v1')).toBe('a.b.c');
  });

  it('ends the session when the server refuses the token, and shows no price', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    call.mockImplementation(refusedWith(401));
    const { container } = await renderPanel(true);
    await vi.waitFor(() => expect(localStorage.getItem('av:token:v1')).toBeNull());
    expect(container.innerHTML).toBe('');
    expect(JSON.parse(localStorage.getItem('av:auth:v1') ?? '{}')).toMatchObject({ isAuthenticated: false });
  });

  it('offers no add-to-cart when out of stock', async () => {
    call.mockResolvedValue(detail([{ msrp: 199.99, dealer: 139.25, stock: 0 }]));
    await renderPanel(true);
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });
});
