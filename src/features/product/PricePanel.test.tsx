// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../api/session.ts';

const call = vi.fn();
vi.mock('../session/api.ts', () => ({ api: { call } }));

const product = { sku: 'AV-EXT-4K', title: '4K extender', subtitle: 'HDBaseT', image: '/uploads/b.jpg' };
const dealerInfo = { AccountType: 'Dealer', Account: 'C1' } as const;

function detail(refStocks: object[]) {
  return { refItemDetail: [], refDiagram: [], refPanel: [], refDownloads: [], refVideos: [], refStocks };
}

async function renderPanel(signedIn: boolean) {
  vi.resetModules();
  localStorage.clear();
  if (signedIn) {
    const userInfo: UserInfo = {
      UserName: 'dealer',
      Company: 'c',
      Contact: 'c',
      Phone: null,
      Fax: null,
      Address: 'a',
      Address2: null,
      City: 'c',
      State: 's',
      Zip: 'z',
      Country: 'US',
      ShipCompany: 'c',
      ShipContact: 'c',
      ShipAddress: 'a',
      ShipAddress2: null,
      ShipCity: 'c',
      ShipState: 's',
      ShipZip: 'z',
      ShipCountry: 'US',
      ...dealerInfo,
    };
    localStorage.setItem('av:token:v1', 'a.b.c');
    localStorage.setItem(
      'av:auth:v1',
      JSON.stringify({ isAuthenticated: true, user: { userId: 1 }, userInfo, userLoading: false, userError: null }),
    );
  }
  const { default: PricePanel } = await import('./PricePanel.tsx');
  return render(<PricePanel {...product} />);
}

describe('price and stock panel', () => {
  beforeEach(() => call.mockReset());
  afterEach(cleanup);

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

  it('offers no add-to-cart when out of stock', async () => {
    call.mockResolvedValue(detail([{ msrp: 199.99, dealer: 139.25, stock: 0 }]));
    await renderPanel(true);
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });
});
