// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../session/api.ts', () => ({ api: { call } }));
const redirectTo = vi.fn();
vi.mock('../session/navigate.ts', () => ({ goTo: vi.fn(), redirectTo }));

const lines = [
  { id: 'AV-HD-2M', title: 'HDMI cable', subtitle: '8K', img: '/a.jpg', amount: 19.99, qty: 3, stock: 10 },
  { id: 'AV-EXT-4K', title: 'Extender', subtitle: 'HDBaseT', img: '/b.jpg', amount: 139.25, qty: 1, stock: 3 },
];

const profile = {
  UserName: 'dealer',
  Company: 'Summit AV',
  Contact: 'Megan',
  Phone: null,
  Fax: null,
  Address: '1 Main St',
  Address2: null,
  City: 'Denver',
  State: 'CO',
  Zip: '80202',
  Country: 'US',
  ShipCompany: 'Summit AV',
  ShipContact: 'Megan',
  ShipAddress: '9 Dock Rd',
  ShipAddress2: null,
  ShipCity: 'Denver',
  ShipState: 'CO',
  ShipZip: '80202',
  ShipCountry: 'US',
  Account: 'C10023',
  AccountType: 'Dealer',
};

/** The catalogue's answer for a sku: its line's price (dealer) and stock, or `change`d ones. */
function detailOf(sku: string, change: { dealer?: number; stock?: number } = {}) {
  const line = lines.find((candidate) => candidate.id === sku);
  if (!line) return { refItemDetail: [], refStocks: [] };
  return {
    refItemDetail: [{ sku, title: line.title, subtitle: line.subtitle, image1: line.img }],
    refStocks: [{ dealer: change.dealer ?? line.amount, stock: change.stock ?? line.stock }],
  };
}

/** The API as the cart page meets it: profile, catalogue look-ups, verification, orders. */
function serve(overrides: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  call.mockImplementation(async ({ name }: { name: string }, body: Record<string, unknown>) => {
    const override = overrides[name];
    if (override) return override(body);
    if (name === 'GetItemDetail') return detailOf(String(body.skuid));
    if (name === 'ValidateCaptcha') return 'pass';
    return { ProfileSettings: [profile] };
  });
}

/** The cart page as a browser with this stored session and cart loads it. */
async function loadCartPage(signedIn: boolean, stored: object[] = lines) {
  vi.resetModules();
  localStorage.clear();
  localStorage.setItem('av:cart:v1', JSON.stringify(stored));
  if (signedIn) {
    localStorage.setItem('av:token:v1', 'a.b.c');
    localStorage.setItem(
      'av:auth:v1',
      JSON.stringify({
        isAuthenticated: true,
        user: { userId: 1 },
        userInfo: null,
        userLoading: false,
        userError: null,
      }),
    );
  }
  return (await import('./CartPage.tsx')).default;
}

async function renderCart(signedIn: boolean, stored: object[] = lines) {
  const CartPage = await loadCartPage(signedIn, stored);
  return render(<CartPage />);
}

describe('cart page', () => {
  afterEach(() => {
    cleanup();
    redirectTo.mockReset();
    call.mockReset();
  });

  it('is built as its loader alone, and hydrates over it to the stored lines without a mismatch', async () => {
    serve();
    const CartPage = await loadCartPage(true);
    const html = renderToString(<CartPage />);
    expect(html).toContain('Loading your cart...');
    expect(html).not.toContain('HDMI cable');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const mismatch = vi.fn();
    const root = await act(async () => hydrateRoot(container, <CartPage />, { onRecoverableError: mismatch }));
    expect(mismatch).not.toHaveBeenCalled();
    expect(within(container).getAllByRole('listitem')).toHaveLength(2);
    act(() => root.unmount());
    container.remove();
  });

  it('sends anonymous visitors home to sign in', async () => {
    await renderCart(false);
    expect(redirectTo).toHaveBeenCalledWith('/?signin=required');
  });

  it('loads the profile for the shipping and billing summaries', async () => {
    serve();
    await renderCart(true);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'ParseProperties' }), { UserId: 1 });
    expect((await screen.findByRole('region', { name: 'Shipping' })).textContent).toContain('9 Dock Rd');
    expect(screen.getByRole('region', { name: 'Billing' }).textContent).toContain('Summit AV');
  });

  it('lists the lines with their stock and totals and the subtotal, and follows quantity changes and removal', async () => {
    serve();
    await renderCart(true);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.textContent).toContain('$19.99 each');
    expect(first?.textContent).toContain('10 in stock');
    expect(first?.textContent).toContain('Line total $59.97');
    expect(second?.textContent).toContain('Line total $139.25');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.textContent).toContain('Subtotal (2 lines)$199.22');
    fireEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[1] as HTMLElement);
    expect(second?.textContent).toContain('Line total $278.50');
    expect(summary.textContent).toContain('$338.47');
    fireEvent.click(screen.getByRole('button', { name: 'Remove HDMI cable' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Extender' }));
    expect(screen.getByText('Oops! No items in cart.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/allproducts');
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Order summary' })).toBeNull();
  });

  it('takes the catalogue’s current price and stock when shown, and says what changed', async () => {
    serve({
      GetItemDetail: (body) =>
        detailOf(String(body.skuid), body.skuid === 'AV-HD-2M' ? { dealer: 46.68, stock: 2 } : {}),
    });
    await renderCart(true);
    const notice = await screen.findByText('HDMI cable: price changed from $19.99 to $46.68.');
    expect(notice).toBeTruthy();
    expect(screen.getByText('HDMI cable: 2 in stock now (was 10).')).toBeTruthy();
    const [first] = within(screen.getByRole('region', { name: 'Cart lines' })).getAllByRole('listitem');
    expect(first?.textContent).toContain('$46.68 each');
    expect(first?.textContent).toContain('2 in stock');
  });

  it('shows the server’s reason beside the line it refused', async () => {
    serve({
      // The error class of the modules the page loaded (renderCart loads them afresh).
      PlacingOrder: async () => {
        const { ApiError } = await import('../../api/errors.ts');
        throw new ApiError('Invalid order', {
          status: 400,
          call: 'PlacingOrder',
          issues: [{ field: 'order.orderedItems.1.qty', reason: 'Only 0 of AV-EXT-4K in stock' }],
        });
      },
    });
    await renderCart(true);
    const button = await screen.findByRole('button', { name: 'Place Order' });
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    const reason = await screen.findByText('Only 0 of AV-EXT-4K in stock');
    expect(reason.getAttribute('role')).toBe('alert');
    expect(reason.closest('li')?.textContent).toContain('Extender');
  });

  it('tells why a typed quantity above the stock is refused', async () => {
    serve();
    await renderCart(true);
    const field = screen.getAllByRole('textbox', { name: 'Quantity' })[1] as HTMLInputElement;
    fireEvent.change(field, { target: { value: '7' } });
    expect(field.value).toBe('1');
    expect(screen.getByText('Only 3 in stock: enter 3 or fewer.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '2' } });
    expect(screen.queryByText('Only 3 in stock: enter 3 or fewer.')).toBeNull();
  });

  it('after an order shows its number and a link to it instead of the empty cart', async () => {
    serve({ PlacingOrder: () => ({ status: 200, id: 9, DocNum: 410007, Total: 199.22 }) });
    await renderCart(true);
    fireEvent.change(await screen.findByRole('textbox', { name: 'PO number (optional)' }), {
      target: { value: 'PO-1' },
    });
    const button = await screen.findByRole('button', { name: 'Place Order' });
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    const heading = await screen.findByRole('heading', { name: 'Thank you! Your order 410007 has been placed.' });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order 410007' }).getAttribute('href')).toBe('/account/order/410007');
    expect(screen.queryByText('Oops! No items in cart.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    const placing = call.mock.calls.find(([definition]) => definition.name === 'PlacingOrder');
    expect(placing?.[1].order.PONumber).toBe('PO-1');
  });
});
