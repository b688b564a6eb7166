import { describe, expect, it } from 'vitest';
import { placeOrderRequest } from '../../api/orders.ts';
import type { UserInfo } from '../../api/session.ts';
import type { CartLine } from './cart.ts';
import { orderRequest } from './order.ts';

const lines: CartLine[] = [
  { id: 'AV-HD-2M', title: 'HDMI cable', subtitle: '8K', img: '/a.jpg', amount: 19.99, qty: 3, stock: 10 },
  { id: 'AV-EXT-4K', title: 'Extender', subtitle: 'HDBaseT', img: '/b.jpg', amount: 139.25, qty: 1, stock: 3 },
];
const dealer: UserInfo = {
  UserName: 'dealer',
  Company: 'Dealer AV',
  Contact: 'Dana',
  Phone: '7025550100',
  Fax: null,
  Address: '1 Main St',
  Address2: null,
  City: 'Las Vegas',
  State: 'NV',
  Zip: '89118',
  Country: 'US',
  ShipCompany: 'Dealer AV',
  ShipContact: 'Dana',
  ShipAddress: '1 Main St',
  ShipAddress2: null,
  ShipCity: 'Las Vegas',
  ShipState: 'NV',
  ShipZip: '89118',
  ShipCountry: 'US',
  Account: 'C1001',
  AccountType: 'Dealer',
};

describe('order request', () => {
  const request = orderRequest(lines, dealer, 'dealer@example.com', { poNumber: ' PO-88 ', comments: 'Call first ' });

  it('joins each line field with spaces', () => {
    expect(request).toMatchObject({
      Amount: '19.99 139.25',
      SKU: 'AV-HD-2M AV-EXT-4K',
      QTY: '3 1',
      Stock: '10 3',
      Subtitle: '8K HDBaseT',
      Title: 'HDMI cable Extender',
      email: 'dealer@example.com',
    });
  });

  it('carries the user info, comments, lines and total', () => {
    expect(request.order).toMatchObject({
      Account: 'C1001',
      AccountType: 'Dealer',
      Comments: 'Call first',
      PONumber: 'PO-88',
      Total: 199.22,
    });
    expect(request.order.orderedItems).toEqual(lines);
  });

  it('leaves the PO number out when blank, so the server numbers the order', () => {
    const plain = orderRequest(lines, dealer, 'dealer@example.com', { poNumber: '  ', comments: '' });
    expect(plain.order).not.toHaveProperty('PONumber');
    expect(plain.order.Comments).toBe('');
  });

  it('satisfies the contract', () => {
    expect(placeOrderRequest.safeParse(request).success).toBe(true);
  });
});
