import { company } from '../config/index.ts';
import { accountMenu } from '../features/account/account-menu.ts';
import type { Capability } from '../config/company-roles.ts';

/** A link of the header or footer; `external` links leave the site. */
export interface NavLink {
  name: string;
  href: string;
  external?: boolean;
  /** Shown only to signed-in company roles that may use it (see session-flag.css). */
  needs?: Capability;
}

/** A top-level menu entry: a link, and a disclosure panel when it has sub links or the product menu. */
export interface NavSection {
  id: string;
  label: string;
  href: string;
  links?: NavLink[];
  /** The product mega menu (categories in columns) fills this panel. */
  productMenu?: boolean;
  /** Shown only to signed-in visitors: rendered hidden, revealed by the session. */
  signedInOnly?: boolean;
}

/** The main menu (catalogue spec section 2, Header and navigation). Add entries here. */
export function mainNavigation(solutions: readonly NavLink[]): NavSection[] {
  return [
    { id: 'products', label: 'Products', href: '/allproducts', productMenu: true },
    { id: 'solutions', label: 'Solutions', href: '/applications/classroom', links: [...solutions] },
    {
      id: 'support',
      label: 'Support',
      href: '/support',
      links: [
        { name: 'Tech Support', href: '/support' },
        { name: 'Help Portal', href: company.helpPortalUrl, external: true },
      ],
    },
    {
      id: 'contact',
      label: 'Contact',
      href: '/contact',
      links: [
        { name: 'General Inquiry', href: '/contact' },
        { name: 'Sales', href: '/sales' },
        { name: 'Press', href: '/press' },
        { name: 'Tech Support', href: '/support' },
      ],
    },
    {
      id: 'about',
      label: 'About',
      href: '/company',
      links: [
        { name: 'About Us', href: '/company' },
        { name: 'Catalog', href: '/catalog' },
        { name: 'Blog', href: '/blog' },
        { name: 'Partners', href: '/partners' },
        { name: 'Terms', href: '/company/terms' },
      ],
    },
    {
      id: 'account',
      label: 'Account',
      href: '/account',
      signedInOnly: true,
      // The Account side menu's own entries, so each label names the page it opens.
      links: [...accountMenu],
    },
    { id: 'new', label: 'New Products', href: '/new' },
  ];
}

/** Footer links (catalogue spec section 2). */
export const footerLinks: NavLink[] = [
  { name: 'Online Store', href: company.storeUrl, external: true },
  { name: 'New Products', href: '/new' },
  { name: 'Case Studies', href: '/casestudy' },
  { name: 'Contact Us', href: '/contact' },
];

/** The footer's further link groups: support, company and legal pages, and where we post. */
export const footerGroups: { id: string; title: string; links: NavLink[] }[] = [
  {
    id: 'support',
    title: 'Support',
    links: [
      { name: 'Tech Support', href: '/support' },
      { name: 'Manuals and Downloads', href: '/support#support-hub-title' },
      { name: 'Warranty and RMA', href: '/warranty' },
      { name: 'FAQ', href: '/faq' },
    ],
  },
  {
    id: 'about',
    title: 'Company',
    links: [
      { name: 'About Us', href: '/company' },
      { name: 'News', href: '/media' },
      { name: 'Blog', href: '/blog' },
      { name: 'Partners', href: '/partners' },
    ],
  },
  {
    id: 'legal',
    title: 'Legal',
    links: [
      { name: 'Terms', href: '/company/terms' },
      { name: 'Privacy', href: '/company/privacy' },
      { name: 'California Prop 65', href: '/warranty/CAProp65' },
    ],
  },
  {
    id: 'social',
    title: 'Follow us',
    links: company.social.map((link) => ({ ...link, external: true })),
  },
];
