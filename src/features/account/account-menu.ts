import type { NavLink } from '../../layouts/navigation.ts';

/**
 * The Account side menu, in the order dealers use it; Sign out ends the session. A link with
 * `needs` shows only to company roles that may use it.
 */
export const accountMenu: readonly NavLink[] = [
  { name: 'Shipments', href: '/account' },
  { name: 'Order History', href: '/account/orders' },
  { name: 'Open Items', href: '/account/open' },
  { name: 'Invoices', href: '/account/invoices' },
  { name: 'Product List', href: '/account/skulist' },
  { name: 'Order Sku History', href: '/account/history' },
  { name: 'Account information', href: '/account/info' },
  { name: 'Change Password', href: '/account/password' },
  { name: 'Saved lists', href: '/account/lists', needs: 'shared-lists' },
  { name: 'Quotes', href: '/account/quotes', needs: 'quotes' },
  { name: 'Members', href: '/account/members', needs: 'read-members' },
  { name: 'Approvals', href: '/account/approvals', needs: 'read-approvals' },
  { name: 'Sign out', href: '/logout' },
];
