import type { ClientDirective } from 'astro';
import { hasStoredToken, SIGNED_IN_EVENT } from '../features/auth/session-flag.ts';

/**
 * Runs `then` once the page has loaded and shown its first paint: an island for the dealer then
 * never competes with the page's own text, fonts and images for the connection.
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
  void Promise.all([painted, loaded]).then(() => requestAnimationFrame(() => setTimeout(then)));
}

/**
 * `client:signed-in`: hydrates an island only when a session token is stored, so anonymous
 * visitors never load its code, and only once the page has shown its own content. An island on a
 * page where the visitor signs in (or signs in in another tab) hydrates at that moment.
 */
const signedInDirective: ClientDirective = (load, _options, el) => {
  const hydrate = async () => {
    window.removeEventListener('storage', check);
    window.removeEventListener(SIGNED_IN_EVENT, check);
    await (
      await load()
    )();
  };
  function check() {
    if (hasStoredToken() && el.isConnected) void hydrate();
  }
  if (hasStoredToken()) {
    afterPageShown(() => void hydrate());
    return;
  }
  window.addEventListener('storage', check);
  window.addEventListener(SIGNED_IN_EVENT, check);
};

export default signedInDirective;
