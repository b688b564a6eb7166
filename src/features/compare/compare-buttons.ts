import { hasStoredPicks } from './compare-key.ts';
import type * as TrayModule from './compare-tray.ts';

/**
 * Every page with Compare buttons runs this (a few hundred bytes): the tray and the store load on
 * the first press of a Compare button, or at once when products are picked already, so a visitor
 * who never compares loads none of it. One listener serves the buttons of cards a filtered listing
 * adds later too.
 */

type Tray = typeof TrayModule;
let tray: Promise<Tray> | undefined;

const loadTray = () =>
  (tray ??= import('./compare-tray.ts').then((module) => {
    module.startTray();
    return module;
  }));

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-compare-sku]') : null;
  if (!button) return;
  loadTray()
    .then(({ pressCompare }) => pressCompare(button))
    .catch((cause: unknown) => console.warn(new Error('The compare list could not load', { cause })));
});

if (hasStoredPicks())
  loadTray().catch((cause: unknown) => console.warn(new Error('The compare list could not load', { cause })));
