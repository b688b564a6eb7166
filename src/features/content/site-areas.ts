import { company } from '../../config/index.ts';
import type { Tile } from './content.ts';

/** Where the content pages live, grouped as /resources, /elements and /pages present them. */

export const learnTiles: Tile[] = [
  { title: 'Catalog', href: '/catalog', text: 'The complete product line in one PDF.' },
  { title: 'Case Studies', href: '/casestudy', text: 'Signage, collaboration and education projects.' },
  { title: 'Blog', href: '/blog', text: 'Installation practice and product guides.' },
  { title: 'News', href: '/media', text: 'Launches, trade shows and company news.' },
  { title: 'AV Solutions', href: '/avsolutions', text: 'Tested product sets for every kind of room.' },
];

export const productLineTiles: Tile[] = [
  { title: 'Flex Matrix', href: '/flexmatrix', text: 'Modular switching from 8x10 to 24x60.' },
  { title: 'Active Optic Cables', href: '/aoc', text: 'HDMI 2.1, DisplayPort 2.0 and USB-C over fibre.' },
  { title: 'Network AV', href: '/pages/networkav', text: 'AV over IP that scales like your network.' },
  { title: 'Work From Home', href: '/work_from_home', text: 'Connectivity for the professional home office.' },
];

export const supportTiles: Tile[] = [
  { title: 'Tech Support', href: '/support', text: 'Technicians who have installed what you are asking about.' },
  { title: 'Help Portal', href: company.helpPortalUrl, text: 'Open a case, read the knowledge base.', external: true },
  { title: 'Warranty', href: '/warranty', text: 'Three-year limited warranty and returns.' },
  { title: 'Online Store', href: company.storeUrl, text: 'Buy accessories and cables online.', external: true },
];

export const companyTiles: Tile[] = [
  { title: 'About Us', href: '/company', text: 'Founded 2015, Las Vegas, Nevada.' },
  { title: 'Partners', href: '/partners', text: 'Distribution partners worldwide.' },
  { title: 'Terms', href: '/company/terms', text: 'Terms of use of this site.' },
  { title: 'California Proposition 65', href: '/warranty/CAProp65', text: 'Notice to California residents.' },
  { title: 'Contact', href: '/contact', text: 'Sales, press and general enquiries.' },
];
