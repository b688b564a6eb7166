// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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

async function renderCart(signedIn: boolean, stored: object[] = lines) {
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
  const { default: CartPage } = await import('./CartPage.tsx');
  return render(<CartPage />);
}

describe('cart page', () => {
  afterEach(() => {
    cleanup();
    redirectTo.mockReset();
    call.mockReset();
  });

  it('sends anonymous visitors home', async () => {
    await renderCart(false);
    expect(redirectTo).toHaveBeenCalledWith('/');
  });

  it('loads the profile for the shipping and billing summaries', async () => {
    call.mockResolvedValue({ ProfileSettings: [profile] });
    await renderCart(true);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'ParseProperties' }), { UserId: 1 });
    expect((await screen.findByRole('region', { name: 'Shipping' })).textContent).toContain('9 Dock Rd');
    expect(screen.getByRole('region', { name: 'Billing' }).textContent).toContain('Summit AV');
  });

  it('lists the lines with the total, and follows quantity changes and removal', async () => {
    call.mockResolvedValue({ ProfileSettings: [profile] });
    await renderCart(true);
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeTruthy();
    expect(screen.getByText('$199.22')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[1] as HTMLElement);
    expect(screen.getByText('$338.47')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove HDMI cable' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Extender' }));
    expect(screen.getByText('Oops! No items in cart.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', true);
  });
});
