import { startPage } from '../features/session/session-start.ts';
import { initSiteHeader } from './site-header.ts';

/**
 * What every page runs first, in one script so that each page fetches one file for it: the page's
 * toasts and newsletter prompt, then the header's menus.
 */
startPage();
initSiteHeader();
