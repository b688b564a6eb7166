import { afterContentDrawn } from '../session/content-drawing.ts';
import { hasStoredToken, SIGNED_IN_EVENT } from '../session/session-flag.ts';

/**
 * Runs `then` once the page has loaded and shown its first paint, and has drawn what it draws by
 * script after that (content-drawing.ts): code for the dealer then never competes with the page's
 * own text, fonts and images for the connection.
 */
function afterPageShown(then: () => void) {
  const painted = new Promise<void>((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([painted, loaded]).then(() =>
    afterContentDrawn(() => requestAnimationFrame(() => setTimeout(then))),
  );
}

/**
 * Starts what only a visitor with a session needs, once: after the page has shown its own content
 * when a session is stored, or at the moment one starts on this page (or in another tab) while
 * `wanted` still holds. Anonymous visitors never load it.
 */
export function whenSignedIn(start: () => void, wanted: () => boolean = () => true): void {
  function check() {
    if (!hasStoredToken() || !wanted()) return;
    window.removeEventListener('storage', check);
    window.removeEventListener(SIGNED_IN_EVENT, check);
    start();
  }
  if (hasStoredToken()) {
    afterPageShown(start);
    return;
  }
  window.addEventListener('storage', check);
  window.addEventListener(SIGNED_IN_EVENT, check);
}
