import { mainNavigation } from '../../layouts/navigation.ts';
import type { Link } from '../../lib/content-types.ts';

/**
 * The About side menu (news, company and legal pages): the menu's About links, then the company
 * pages the menu has no room for.
 */
export function aboutSidebar(): { title: string; links: Link[] } {
  const about = mainNavigation([]).find((section) => section.id === 'about');
  const fromMenu = (about?.links ?? []).filter((link) => !link.external);
  const more: Link[] = [
    { name: 'News', href: '/media' },
    { name: 'Case Studies', href: '/casestudy' },
    { name: 'Warranty', href: '/warranty' },
    { name: 'Resources', href: '/resources' },
  ];
  const known = new Set(fromMenu.map((link) => link.href));
  return { title: 'About', links: [...fromMenu, ...more.filter((link) => !known.has(link.href))] };
}
