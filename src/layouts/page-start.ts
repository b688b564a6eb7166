import { afterDealerIslands } from '../features/auth/dealer-islands.ts';
import { whenSignedIn } from '../features/auth/when-signed-in.ts';
import { startPage } from '../features/session/session-start.ts';
import { initSiteHeader } from './site-header.ts';

/**
 * What every page runs first, in one script so that each page fetches one file for it: the page's
 * toasts and newsletter prompt, then the header's menus, and for a dealer the cart's line count
 * in the header (its code loads only then, after the page's dealer islands).
 */
startPage();
initSiteHeader();
const cartLink = document.querySelector<HTMLAnchorElement>('[data-cart-link]');
if (cartLink)
  whenSignedIn(() =>
    afterDealerIslands(
      () => void import('../features/auth/cart-count.ts').then(({ showCartCount }) => showCartCount(cartLink)),
    ),
  );
