/**
 * Lets the header's cart count wait for the page's dealer islands (`client:signed-in`), so the
 * contract's client is evaluated once, with the islands, rather than in a task of its own ahead of
 * them. The directive is bundled apart from the page's scripts, so the two meet in the markup: an
 * island about to hydrate carries PENDING until it has.
 */
const PENDING = 'data-dealer-pending';
const HYDRATED_EVENT = 'av:island-hydrated';

/** Marks `island` as about to hydrate. */
export function islandPending(island: Element): void {
  island.setAttribute(PENDING, '');
}

/** Marks `island` as hydrated (or failed to), so what waits for it goes on. */
export function islandHydrated(island: Element): void {
  island.removeAttribute(PENDING);
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** Runs `then` once no island is about to hydrate: at once on a page without any. */
export function afterDealerIslands(then: () => void): void {
  if (!document.querySelector(`[${PENDING}]`)) then();
  else window.addEventListener(HYDRATED_EVENT, () => afterDealerIslands(then), { once: true });
}
